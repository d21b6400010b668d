import BenchmarkHarness
import ComposableArchitecture
import Foundation

// The memory workloads: effects started and cancelled over and over must not leave the process
// bigger, and an effect in flight must not cost much more than a raw task doing the same.
//
// The resident size right after a round mostly measures glibc: how much of the round's peak
// its arenas happened to keep. With 100,000 tasks alive at a time it moves by up to 100 MB from
// one round to the next, for raw tasks as for effects, while the bytes handed out stay flat.
// So each round ends with `malloc_trim(0)`, which gives free pages back: what stays resident is
// what the process holds (and fragmentation), and that is what must not grow. The untrimmed
// figures are printed beside it.
//
// The rounds wait with `Task.never()`: a cancelled `Task.sleep` leaves its timer queued in the
// Swift runtime until its deadline, for raw tasks as for effects (see `memory-live-sleep`), which
// would hide the store's own figures.

/// Rounds per run of a side: the first one grows the heap to its working size, the others must
/// not grow it further.
private let memoryRounds = 4
/// How much the resident size may grow from the first round to the last, and how much of what
/// effects in flight took may still be handed out once they ended.
private let allowedGrowth = 0.05
/// How much the bytes handed out may grow from the first round to the last, as a fraction of the
/// process's size: effects that ended hold nothing, so this is rounding (a few table buckets).
private let allowedHeldGrowth = 0.01
/// How many times a raw task's memory an effect in flight may cost.
private let allowedLiveRatio = 2.0
/// How much of what sleepers on the clock took may still be handed out once they ended, beyond
/// what raw tasks left: cancelled `Task.sleep`s leave the concurrency runtime's timer storage
/// behind, which grows in steps of about 32 MB per 100,000 sleepers whoever started them (raw
/// tasks alone leave 68.7 to 84.7 MB from one round to the next).
private let allowedSleepLeftover = 0.10

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
        let task = store.send(.sleep(.never))
        task.cancel()
        tasks.append(task)
      }
      for task in tasks { await task.finish() }
    },
    baseline: { operations in
      var tasks: [Task<Void, Never>] = []
      tasks.reserveCapacity(operations)
      for _ in 0..<operations {
        let task = startOffMainActor(sleepUntilCancelledForever)
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
        tasks.append(store.send(.sleepWithID(.never)))
        store.send(.cancel)
      }
      for task in tasks { await task.finish() }
    },
    baseline: { operations in
      var tasks: [Task<Void, Never>] = []
      tasks.reserveCapacity(operations)
      for _ in 0..<operations {
        let task = startOffMainActor(sleepUntilCancelledForever)
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
      for _ in 0..<operations { tasks.append(store.send(.sleepReplacing(.never))) }
      store.send(.cancelReplacing)
      for task in tasks { await task.finish() }
    },
    baseline: { operations in
      var tasks: [Task<Void, Never>] = []
      tasks.reserveCapacity(operations)
      for _ in 0..<operations {
        tasks.last?.cancel()
        tasks.append(startOffMainActor(sleepUntilCancelledForever))
      }
      tasks.last?.cancel()
      for task in tasks { await task.value }
    }
  )
}

/// 100,000 effects waiting at once, on the clock or with `Task.never()`, against 100,000 raw
/// tasks doing the same: what one costs while in flight, and what is still held once all were
/// cancelled and ended. Arbor's side measures raw tasks too, first, and fails when an effect
/// costs more than `allowedLiveRatio` times a task, or when the effects leave more memory handed
/// out than the tasks did once they ended.
@MainActor
func memoryLive(_ wait: Wait) -> Benchmark {
  let name = wait == .clock ? "memory-live-sleep" : "memory-live-never"
  let waiting = wait == .clock ? "Task.sleep" : "Task.never"
  let raw: @MainActor @Sendable () -> Task<Void, Never> = {
    startOffMainActor { await sleepUntilCancelled(wait) }
  }
  return Benchmark(
    name: name,
    summary: "100,000 .cancellable(id:) effects in \(waiting) at once, cancelled, vs raw Tasks",
    target: .report,
    operations: 100_000,
    quickOperations: 100_000,
    calibrates: false,
    arbor: { operations in
      let tasks = try await liveSleepers(operations, start: raw, end: endRawSleepers)
      let store = Store(initialState: Sleeper.State()) { Sleeper() }
      // The store's registry and first blocks, made before the measure.
      let warmUp = store.send(.sleepWithID(wait))
      store.send(.cancel)
      await warmUp.finish()
      let effects = try await liveSleepers(
        operations,
        start: { store.send(.sleepWithID(wait)) },
        end: { started in
          store.send(.cancel)
          for task in started { await task.finish() }
        }
      )
      report(name, side: .baseline, tasks)
      report(name, side: .arbor, effects)
      try check(
        effects.bytesPerSleeper <= allowedLiveRatio * max(tasks.bytesPerSleeper, 1),
        "an effect in flight costs \(Int(effects.bytesPerSleeper)) bytes, a raw task "
          + "\(Int(tasks.bytesPerSleeper)) (at most \(allowedLiveRatio)×)"
      )
      let allowedLeftover = wait == .clock ? allowedSleepLeftover : allowedGrowth
      try check(
        Double(effects.heldAfterwards - tasks.heldAfterwards)
          <= allowedLeftover * Double(effects.grown),
        "\(ProcessMemory.megabytes(effects.heldAfterwards)) MB of the "
          + "\(ProcessMemory.megabytes(effects.grown)) MB the effects took is still handed out "
          + "once they all ended (raw tasks: \(ProcessMemory.megabytes(tasks.heldAfterwards)) MB)"
      )
      return effects.time
    },
    baseline: { operations in
      try await liveSleepers(operations, start: raw, end: endRawSleepers).time
    }
  )
}

/// Waits with `Task.never()` until cancelled: a raw task's work in the rounds.
@inline(never)
nonisolated func sleepUntilCancelledForever() async {
  await sleepUntilCancelled(.never)
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

  /// How much the bytes handed out by `malloc` grew with every sleeper in flight: what they
  /// hold, which the resident size shows only roughly (freed blocks are reused).
  var grown: Int { live.inUse - before.inUse }
  var bytesPerSleeper: Double { Double(grown) / Double(count) }
  /// How much the resident size grew with every sleeper in flight.
  var residentGrown: Int { live.resident - before.resident }
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
  try await giveTheMainActorATurn()
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
    "\(name) \(side.rawValue): \(sleepers.count) in flight: malloc in use +"
    + "\(ProcessMemory.megabytes(sleepers.grown)) MB (\(Int(sleepers.bytesPerSleeper)) bytes "
    + "each), resident +\(ProcessMemory.megabytes(sleepers.residentGrown)) MB; all ended: "
    + "\(ProcessMemory.megabytes(sleepers.heldAfterwards)) MB in use above the start, resident "
    + "+\(ProcessMemory.megabytes(sleepers.after.resident - sleepers.before.resident)) MB, "
    + "+\(ProcessMemory.megabytes(sleepers.trimmed.resident - sleepers.before.resident)) MB "
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
        "the process grew by \(percent(rounds.growth)) of its size after round 1 (smallest of "
          + "rounds 2 to \(memoryRounds), at most \(percent(allowedGrowth))): resident after "
          + "malloc_trim " + rounds.trimmed.map(ProcessMemory.megabytes).joined(separator: ", ")
          + " MB, of \(ProcessMemory.megabytes(rounds.resident[0])) MB after round 1"
      )
      try check(
        rounds.heldGrowth <= allowedHeldGrowth,
        "the bytes handed out grew by \(percent(rounds.heldGrowth)) of the process's size from "
          + "round 1 to round \(memoryRounds) (at most \(percent(allowedHeldGrowth))): malloc in "
          + "use " + rounds.inUse.map(ProcessMemory.megabytes).joined(separator: ", ") + " MB"
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
  /// The resident size after each round and `malloc_trim`.
  var trimmed: [Int] = []
  /// The bytes `malloc` had handed out after each round.
  var inUse: [Int] = []
  /// The time of one round, on average.
  var time: Duration = .zero

  /// How much the process grew after the first round, as a fraction of its size after it: the
  /// growth of the resident size after `malloc_trim` (what it holds), over the resident size
  /// before it (what it had grown to).
  ///
  /// Measured at the smallest of the later rounds: memory the process holds stays held, so it
  /// shows in every later round, the smallest included; a step glibc's arenas keep after one
  /// round (up to ~10 MB, for raw tasks as for effects, sometimes for two rounds running) is given
  /// back at a later one and does not. `heldGrowth` counts the bytes handed out, to the byte.
  var growth: Double {
    guard let first = trimmed.first, let size = resident.first, size > 0, trimmed.count > 1
    else { return 0 }
    return Double(trimmed.dropFirst().min()! - first) / Double(size)
  }

  /// How much the bytes `malloc` hands out grew from the first round to the last, as a fraction
  /// of the resident size after the first: what effects that ended still hold on the heap, exact
  /// to the byte, where the resident size is not.
  var heldGrowth: Double {
    guard let first = inUse.first, let last = inUse.last, let size = resident.first, size > 0
    else { return 0 }
    return Double(last - first) / Double(size)
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
    try await giveTheMainActorATurn()
    guard let memory = ProcessMemory.now(), let trimmed = ProcessMemory.trimmed() else {
      throw CheckFailure("no /proc/self/statm or mallinfo2 here: nothing to measure")
    }
    rounds.resident.append(memory.resident)
    rounds.trimmed.append(trimmed.resident)
    rounds.inUse.append(trimmed.inUse)
  }
  rounds.time /= memoryRounds
  return rounds
}

/// A moment for the main actor, as an app's run loop gives it between events: a store gives
/// back what its effects held on its own thread, the main actor, once they ended.
@MainActor
private func giveTheMainActorATurn() async throws {
  try await Task.sleep(for: .milliseconds(10))
}

private func report(_ name: String, side: Side, _ rounds: MemoryRounds) {
  func megabytes(_ values: [Int]) -> String {
    values.map(ProcessMemory.megabytes).joined(separator: ", ")
  }
  let line =
    "\(name) \(side.rawValue): after each round, resident \(megabytes(rounds.trimmed)) MB "
    + "after malloc_trim (\(megabytes(rounds.resident)) MB before), malloc in use "
    + "\(megabytes(rounds.inUse)) MB\n"
  FileHandle.standardError.write(Data(line.utf8))
}

private func percent(_ fraction: Double) -> String {
  String(format: "%.1f%%", fraction * 100)
}
