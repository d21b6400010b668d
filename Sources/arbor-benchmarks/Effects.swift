import BenchmarkHarness
import ComposableArchitecture

/// Starting and finishing short `.run` effects, one per `send`, against raw tasks doing the
/// same work.
@MainActor
func effectsRun() -> Benchmark {
  Benchmark(
    name: "effects-run",
    summary: "start and finish 10,000 .run effects vs 10,000 raw Tasks",
    target: .atMost(2),
    operations: 10_000,
    calibrates: false,
    arbor: { operations in
      let store = Store(initialState: Worker.State()) { Worker() }
      let before = shortEffectsRun.load(ordering: .relaxed)
      let time = await measureAsync {
        var tasks: [StoreTask] = []
        tasks.reserveCapacity(operations)
        for _ in 0..<operations { tasks.append(store.send(.start)) }
        for task in tasks { await task.finish() }
      }
      let ran = shortEffectsRun.load(ordering: .relaxed) - before
      try check(ran == operations, "\(ran) of \(operations) effects ran")
      return time
    },
    baseline: { operations in
      let before = shortEffectsRun.load(ordering: .relaxed)
      let time = await measureAsync {
        var tasks: [Task<Void, Never>] = []
        tasks.reserveCapacity(operations)
        for _ in 0..<operations { tasks.append(startOffMainActor(shortEffectWork)) }
        for task in tasks { await task.value }
      }
      let ran = shortEffectsRun.load(ordering: .relaxed) - before
      try check(ran == operations, "\(ran) of \(operations) tasks ran")
      return time
    }
  )
}

/// Starting 10,000 long `.run` effects under one cancel id, cancelling them with one
/// `.cancel(id:)` and waiting for them to end, against raw tasks started, cancelled one by one
/// and awaited.
@MainActor
func effectsCancel() -> Benchmark {
  Benchmark(
    name: "effects-cancel",
    summary: "start, cancel and await 10,000 in-flight effects vs raw Tasks",
    target: .atMost(2),
    operations: 10_000,
    calibrates: false,
    arbor: { operations in
      let store = Store(initialState: Worker.State()) { Worker() }
      let before = longEffectsCancelled.load(ordering: .relaxed)
      let time = await measureAsync {
        var tasks: [StoreTask] = []
        tasks.reserveCapacity(operations)
        for _ in 0..<operations { tasks.append(store.send(.startLong)) }
        store.send(.cancelLong)
        for task in tasks { await task.finish() }
      }
      let cancelled = longEffectsCancelled.load(ordering: .relaxed) - before
      try check(cancelled == operations, "\(cancelled) of \(operations) effects were cancelled")
      return time
    },
    baseline: { operations in
      let before = longEffectsCancelled.load(ordering: .relaxed)
      let time = await measureAsync {
        var tasks: [Task<Void, Never>] = []
        tasks.reserveCapacity(operations)
        for _ in 0..<operations { tasks.append(startOffMainActor(longEffectWork)) }
        for task in tasks { task.cancel() }
        for task in tasks { await task.value }
      }
      let cancelled = longEffectsCancelled.load(ordering: .relaxed) - before
      try check(cancelled == operations, "\(cancelled) of \(operations) tasks were cancelled")
      return time
    }
  )
}

/// Starts `work` in a task that runs on the global executor from the start, as a store starts
/// an effect: a `Task { }` written in this main-actor code would inherit the main actor, begin
/// only once the loop that creates it yields, and, in the cancel workload, be cancelled before
/// it ever started sleeping.
@inline(never)
nonisolated func startOffMainActor(
  _ work: @escaping @Sendable () async -> Void
) -> Task<Void, Never> {
  Task { await work() }
}
