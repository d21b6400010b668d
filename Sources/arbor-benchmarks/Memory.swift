import BenchmarkHarness
import ComposableArchitecture
import Foundation

// The memory workloads: effects started and cancelled over and over must not leave the process
// bigger, and an effect in flight must not cost much more than a raw task doing the same. Each
// side does `memoryRounds` rounds of its operations and reports the resident size after each
// round on standard error; Arbor's side fails its check when the resident size after the last
// round exceeds the one after the first by more than `allowedGrowth`.

/// Rounds per run of a side: the first one grows the heap to its working size, the others must
/// not grow it further.
private let memoryRounds = 4
/// How much the resident size may grow from the first round to the last.
private let allowedGrowth = 0.05
/// How many times a raw task's memory an effect in flight may cost.
private let allowedLiveRatio = 2.0

/// Plain `.run` effects, each cancelled through its `StoreTask` right after `send`.
@MainActor
func memoryRunCancel() -> Benchmark {
  memoryBenchmark(
    name: "memory-run-cancel",
    summary: "4 rounds of (start a .run effect, cancel its StoreTask) vs raw Tasks",
    arbor: { store, operations in
      var tasks: [StoreTask] = []
      tasks.reserveCapacity(operations)
      for _ in 0..<operations {
        let task = store.send(.sleep)
        task.cancel()
        tasks.append(task)
      }
      for task in tasks { await task.finish() }
    },
    baseline: { operations in
      var tasks: [Task<Void, Never>] = []
      tasks.reserveCapacity(operations)
      for _ in 0..<operations {
        let task = startOffMainActor(sleepUntilCancelled)
        task.cancel()
        tasks.append(task)
      }
      for task in tasks { await task.value }
    }
  )
}

/// Effects made `.cancellable(id:)`, each cancelled with `.cancel(id:)` right after it started.
@MainActor
func memoryCancelID() -> Benchmark {
  memoryBenchmark(
    name: "memory-cancel-id",
    summary: "4 rounds of (start a .cancellable(id:) effect, .cancel(id:)) vs raw Tasks",
    arbor: { store, operations in
      var tasks: [StoreTask] = []
      tasks.reserveCapacity(operations)
      for _ in 0..<operations {
        tasks.append(store.send(.sleepWithID))
        store.send(.cancel)
      }
      for task in tasks { await task.finish() }
    },
    baseline: { operations in
      var tasks: [Task<Void, Never>] = []
      tasks.reserveCapacity(operations)
      for _ in 0..<operations {
        let task = startOffMainActor(sleepUntilCancelled)
        tasks.append(task)
        task.cancel()
      }
      for task in tasks { await task.value }
    }
  )
}

/// Effects with `cancelInFlight: true`, each cancelling the one before, as a debounced save
/// does on every keystroke.
@MainActor
func memoryCancelInFlight() -> Benchmark {
  memoryBenchmark(
    name: "memory-cancel-in-flight",
    summary: "4 rounds of starting an effect with cancelInFlight: true vs raw Tasks",
    arbor: { store, operations in
      var tasks: [StoreTask] = []
      tasks.reserveCapacity(operations)
      for _ in 0..<operations { tasks.append(store.send(.sleepReplacing)) }
      store.send(.cancelReplacing)
      for task in tasks { await task.finish() }
    },
    baseline: { operations in
      var tasks: [Task<Void, Never>] = []
      tasks.reserveCapacity(operations)
      for _ in 0..<operations {
        tasks.last?.cancel()
        tasks.append(startOffMainActor(sleepUntilCancelled))
      }
      tasks.last?.cancel()
      for task in tasks { await task.value }
    }
  )
}

/// 100,000 effects sleeping at once, against 100,000 raw tasks doing the same sleep: what one
/// costs while in flight, and what is still held once all were cancelled and ended. Arbor's side
/// measures raw tasks too, first, and fails when an effect costs more than `allowedLiveRatio`
/// times a task, or when the effects leave memory handed out once they ended.
@MainActor
func memoryLive() -> Benchmark {
  Benchmark(
    name: "memory-live",
    summary: "100,000 .cancellable(id:) effects sleeping at once, then cancelled, vs raw Tasks",
    target: .report,
    operations: 100_000,
    quickOperations: 100_000,
    calibrates: false,
    arbor: { operations in
      let tasks = try await liveSleepers(operations, start: rawSleeper, end: endRawSleepers)
      let store = Store(initialState: Sleeper.State()) { Sleeper() }
      // The store's registry and first blocks, made before the measure.
      let warmUp = store.send(.sleepWithID)
      store.send(.cancel)
      await warmUp.finish()
      let effects = try await liveSleepers(
        operations,
        start: { store.send(.sleepWithID) },
        end: { started in
          store.send(.cancel)
          for task in started { await task.finish() }
        }
      )
      report("memory-live", side: .baseline, tasks)
      report("memory-live", side: .arbor, effects)
      try check(
        effects.bytesPerSleeper <= allowedLiveRatio * max(tasks.bytesPerSleeper, 1),
        "an effect in flight costs \(Int(effects.bytesPerSleeper)) bytes, a raw task "
          + "\(Int(tasks.bytesPerSleeper)) (at most \(allowedLiveRatio)×)"
      )
      try check(
        Double(effects.heldAfterwards) <= allowedGrowth * Double(effects.grown),
        "\(ProcessMemory.megabytes(effects.heldAfterwards)) MB of the "
          + "\(ProcessMemory.megabytes(effects.grown)) MB the effects took is still handed out "
          + "once they all ended"
      )
      return effects.time
    },
    baseline: { operations in
      try await liveSleepers(operations, start: rawSleeper, end: endRawSleepers).time
    }
  )
}

@MainActor
private func rawSleeper() -> Task<Void, Never> {
  startOffMainActor(sleepUntilCancelled)
}

@MainActor
private func endRawSleepers(_ tasks: [Task<Void, Never>]) async {
  for task in tasks { task.cancel() }
  for task in tasks { await task.value }
}

/// What `count` sleepers in flight at once cost.
private struct LiveSleepers {
  let count: Int
  /// Before any started, after `malloc_trim`: freed blocks cannot hide the growth.
  var before: ProcessMemory
  /// Once every one is sleeping.
  var live: ProcessMemory
  /// Once every one was cancelled and ended.
  var after: ProcessMemory
  /// The same, after `malloc_trim`.
  var trimmed: ProcessMemory
  /// The time to start them all, cancel them and see them end, per sleeper.
  var time: Duration

  /// How much the resident size grew with every sleeper in flight.
  var grown: Int { live.resident - before.resident }
  var bytesPerSleeper: Double { Double(grown) / Double(count) }
  /// The bytes still handed out by `malloc` once they all ended, beyond those before.
  var heldAfterwards: Int { max(0, after.inUse - before.inUse) }
}

/// Starts `count` sleepers with `start`, waits until every one sleeps, reads the memory, then
/// ends them with `end`.
@MainActor
private func liveSleepers<T>(
  _ count: Int,
  start: @MainActor () -> T,
  end: @MainActor ([T]) async -> Void
) async throws -> LiveSleepers {
  guard let before = ProcessMemory.trimmed() else {
    throw CheckFailure("no /proc/self/statm or mallinfo2 here: nothing to measure")
  }
  let startedBefore = sleepersStarted.load(ordering: .relaxed)
  let cancelledBefore = sleepersCancelled.load(ordering: .relaxed)
  let clock = ContinuousClock()
  let beginning = clock.now
  var started: [T] = []
  started.reserveCapacity(count)
  for _ in 0..<count { started.append(start()) }
  while sleepersStarted.load(ordering: .relaxed) - startedBefore < count {
    try await Task.sleep(for: .milliseconds(1))
  }
  var elapsed = clock.now - beginning
  let live = ProcessMemory.now()!
  let ending = clock.now
  await end(started)
  elapsed += clock.now - ending
  started = []
  let cancelled = sleepersCancelled.load(ordering: .relaxed) - cancelledBefore
  try check(cancelled == count, "\(cancelled) of \(count) sleepers were cancelled")
  let after = ProcessMemory.now()!
  return LiveSleepers(
    count: count, before: before, live: live, after: after, trimmed: ProcessMemory.trimmed()!,
    time: elapsed
  )
}

private func report(_ name: String, side: Side, _ sleepers: LiveSleepers) {
  let line =
    "\(name) \(side.rawValue): \(sleepers.count) in flight: +"
    + "\(ProcessMemory.megabytes(sleepers.grown)) MB resident "
    + "(\(Int(sleepers.bytesPerSleeper)) bytes each; malloc in use +"
    + "\(ProcessMemory.megabytes(sleepers.live.inUse - sleepers.before.inUse)) MB); all ended: "
    + "\(ProcessMemory.megabytes(sleepers.after.resident - sleepers.before.resident)) MB resident "
    + "and \(ProcessMemory.megabytes(sleepers.heldAfterwards)) MB in use above the start, "
    + "\(ProcessMemory.megabytes(sleepers.trimmed.resident - sleepers.before.resident)) MB "
    + "after malloc_trim\n"
  FileHandle.standardError.write(Data(line.utf8))
}

/// A workload whose sides run `memoryRounds` rounds of start-and-cancel, Arbor's on one store
/// for all its rounds, and report the resident size after each.
@MainActor
private func memoryBenchmark(
  name: String,
  summary: String,
  arbor: @escaping @MainActor (StoreOf<Sleeper>, _ operations: Int) async -> Void,
  baseline: @escaping @MainActor (_ operations: Int) async -> Void
) -> Benchmark {
  Benchmark(
    name: name,
    summary: summary,
    target: .report,
    operations: 100_000,
    // Smaller rounds would leave the growth within the noise of the resident size.
    quickOperations: 100_000,
    calibrates: false,
    arbor: { operations in
      let store = Store(initialState: Sleeper.State()) { Sleeper() }
      let rounds = try await memoryRounds(operations: operations) {
        await arbor(store, operations)
      }
      report(name, side: .arbor, rounds)
      try check(
        rounds.growth <= allowedGrowth,
        "the resident size grew by \(percent(rounds.growth)) from round 1 to round "
          + "\(memoryRounds) (at most \(percent(allowedGrowth))): "
          + rounds.resident.map(ProcessMemory.megabytes).joined(separator: ", ") + " MB"
      )
      return rounds.time
    },
    baseline: { operations in
      let rounds = try await memoryRounds(operations: operations) { await baseline(operations) }
      report(name, side: .baseline, rounds)
      return rounds.time
    }
  )
}

/// What `memoryRounds` rounds of a side did to the process's memory.
private struct MemoryRounds {
  /// The resident size after each round.
  var resident: [Int] = []
  /// The bytes `malloc` had handed out after each round.
  var inUse: [Int] = []
  /// The memory after the last round and `malloc_trim`.
  var trimmed: ProcessMemory?
  /// The time of one round, on average.
  var time: Duration = .zero

  /// How much the resident size grew from the first round to the last, as a fraction.
  var growth: Double {
    guard let first = resident.first, let last = resident.last, first > 0 else { return 0 }
    return Double(last - first) / Double(first)
  }
}

/// Runs `round` `memoryRounds` times, checking that each one started and cancelled
/// `operations` sleepers, and reads the memory after each.
@MainActor
private func memoryRounds(
  operations: Int, _ round: @MainActor () async -> Void
) async throws -> MemoryRounds {
  var rounds = MemoryRounds()
  for _ in 0..<memoryRounds {
    let cancelledBefore = sleepersCancelled.load(ordering: .relaxed)
    rounds.time += await measureAsync { await round() }
    let cancelled = sleepersCancelled.load(ordering: .relaxed) - cancelledBefore
    try check(cancelled == operations, "\(cancelled) of \(operations) sleepers were cancelled")
    if let memory = ProcessMemory.now() {
      rounds.resident.append(memory.resident)
      rounds.inUse.append(memory.inUse)
    }
  }
  rounds.trimmed = ProcessMemory.trimmed()
  rounds.time /= memoryRounds
  return rounds
}

private func report(_ name: String, side: Side, _ rounds: MemoryRounds) {
  guard let trimmed = rounds.trimmed else {
    FileHandle.standardError.write(Data("\(name) \(side.rawValue): no /proc, no figures\n".utf8))
    return
  }
  let resident = rounds.resident.map(ProcessMemory.megabytes).joined(separator: ", ")
  let inUse = rounds.inUse.map(ProcessMemory.megabytes).joined(separator: ", ")
  let line =
    "\(name) \(side.rawValue): resident after each round \(resident) MB "
    + "(malloc in use \(inUse) MB); after malloc_trim \(ProcessMemory.megabytes(trimmed.resident)) "
    + "MB resident, \(ProcessMemory.megabytes(trimmed.inUse)) MB in use\n"
  FileHandle.standardError.write(Data(line.utf8))
}

private func percent(_ fraction: Double) -> String {
  String(format: "%.1f%%", fraction * 100)
}
