import BenchmarkHarness
import ComposableArchitecture

/// The leaf's action sent to the root of ten levels that each have a `Scope` and a `Reduce` of
/// their own, the shape features are written in: against the root reducer called directly, and
/// against the hand-written limit (the same nested mutation on plain structs).
@MainActor
func realisticLevels() -> Benchmark {
  Benchmark(
    name: "realistic-levels",
    summary: "root send to the leaf of 10 levels, each a Scope and its own Reduce, vs the reducer",
    target: .report,
    operations: 300_000,
    arbor: { operations in
      let store = Store(initialState: Tier10.State()) { Tier10() }
      let time = measure { sendRepeatedly(store, tierLeafTap(), operations) }
      let count = store.withState(tierLeafCount)
      try check(count == operations, "the leaf counted \(count) taps")
      return time
    },
    baseline: { operations in
      let holder = StateHolder(Tier10.State())
      let reducer = Tier10()
      let action = tierLeafTap()
      let time = measure {
        for _ in 0..<operations {
          _ = reducer.reduce(into: &holder.state, action: action)
        }
      }
      try check(tierLeafCount(holder.state) == operations, "the leaf counted taps")
      return time
    },
    limit: { try nestedLimit($0) }
  )
}
