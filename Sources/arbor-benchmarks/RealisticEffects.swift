import BenchmarkHarness
import ComposableArchitecture

/// `effects-run` once the process has made a `withDependencies` override, as every app with a
/// preview, a test helper or a scoped override has: from then on a store cannot assume that
/// every task sees the default dependencies. Against raw tasks doing the same work.
///
/// Runs last: the override is made for the rest of the process.
@MainActor
func realisticEffects() -> Benchmark {
  Benchmark(
    name: "realistic-effects",
    summary: "start and finish 10,000 .run effects after a withDependencies override vs Tasks",
    target: .report,
    operations: 10_000,
    calibrates: false,
    arbor: { operations in
      makeDependencyOverride()
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
      makeDependencyOverride()
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

/// An override of a dependency, made and left, as a preview or a test helper makes one.
private func makeDependencyOverride() {
  withDependencies {
    $0.uuid = .incrementing
  } operation: {
    blackHole(0)
  }
}
