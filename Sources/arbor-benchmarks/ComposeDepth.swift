import BenchmarkHarness
import ComposableArchitecture

/// `reduce` through ten nested `Scope`s, against the same mutation written by hand.
///
/// Both sides mutate the same `@ObservableState` values in place; the baseline matches the
/// nested action with one pattern and increments the leaf's count through the ten levels.
@MainActor
func composeDepth() -> Benchmark {
  Benchmark(
    name: "compose-depth",
    summary: "reduce through 10 nested Scopes vs a hand-written nested mutation",
    target: .atMost(1.5),
    operations: 1_000_000,
    arbor: { operations in
      let reducer = Level10()
      var state = Level10.State()
      let action = leafTap()
      let time = measure { reduceRepeatedly(reducer, &state, action, operations) }
      try check(leafCount(state) == operations, "the leaf counted \(leafCount(state)) taps")
      return time
    },
    baseline: { operations in
      var state = Level10.State()
      let action = leafTap()
      let time = measure { mutateRepeatedly(&state, action, operations) }
      try check(leafCount(state) == operations, "the leaf counted \(leafCount(state)) taps")
      return time
    }
  )
}

@inline(never)
private func reduceRepeatedly(
  _ reducer: Level10, _ state: inout Level10.State, _ action: Level10.Action, _ operations: Int
) {
  for _ in 0..<operations {
    _ = reducer.reduce(into: &state, action: action)
  }
}

@inline(never)
private func mutateRepeatedly(
  _ state: inout Level10.State, _ action: Level10.Action, _ operations: Int
) {
  for _ in 0..<operations {
    guard
      case .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.tap)))))))))) =
        action
    else { continue }
    state.child.child.child.child.child.child.child.child.child.child.count += 1
  }
}
