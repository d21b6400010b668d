import BenchmarkHarness
import ComposableArchitecture

/// A `send` whose reducer merges 100 short effects, against one that returns a single one:
/// reported, not bounded; a ratio near 100 means merging adds little beyond the effects.
@MainActor
func merge() -> Benchmark {
  Benchmark(
    name: "merge",
    summary: "a send returning .merge of 100 .run effects vs of 1 (per send, to the end)",
    target: .report,
    operations: 1_000,
    arbor: { try await fanOuts(of: 100, operations: $0) },
    baseline: { try await fanOuts(of: 1, operations: $0) }
  )
}

@MainActor
private func fanOuts(of count: Int, operations: Int) async throws -> Duration {
  let store = Store(initialState: Worker.State()) { Worker() }
  let before = shortEffectsRun.load(ordering: .relaxed)
  let time = await measureAsync {
    var tasks: [StoreTask] = []
    tasks.reserveCapacity(operations)
    for _ in 0..<operations { tasks.append(store.send(.fanOut(count))) }
    for task in tasks { await task.finish() }
  }
  let ran = shortEffectsRun.load(ordering: .relaxed) - before
  try check(ran == count * operations, "\(ran) of \(count * operations) merged effects ran")
  return time
}
