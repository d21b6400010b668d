import BenchmarkHarness
import ComposableArchitecture

/// `send` on a store scoped ten levels down, against sending the same, already wrapped, action
/// to the root: what ten scopes add on the way up.
@MainActor
func sendDepth() -> Benchmark {
  Benchmark(
    name: "send-depth",
    summary: "send on a child store 10 levels down vs the wrapped action on the root",
    target: .atMost(2),
    operations: 300_000,
    arbor: { operations in
      let store = Store(initialState: Level10.State()) { Level10() }
      let leaf = leafStore(of: store)
      let time = measure { sendRepeatedly(leaf, .tap, operations) }
      try check(leaf.count == operations, "the leaf counted \(leaf.count) taps")
      return time
    },
    baseline: { operations in
      let store = Store(initialState: Level10.State()) { Level10() }
      let time = measure { sendRepeatedly(store, leafTap(), operations) }
      let count = store.withState(leafCount)
      try check(count == operations, "the leaf counted \(count) taps")
      return time
    },
    limit: { try nestedLimit($0) },
    timeTarget: .atMost(300)
  )
}

/// `send` of the leaf's action, wrapped through ten levels, to the root store, against calling
/// the root reducer directly on a state held by hand; and against the plain limit.
@MainActor
func sendNestedRoot() -> Benchmark {
  Benchmark(
    name: "send-nested-root",
    summary: "root Store.send of an action for the 10th nested feature vs its reducer directly",
    target: .atMost(2),
    operations: 300_000,
    arbor: { operations in
      let store = Store(initialState: Level10.State()) { Level10() }
      let time = measure { sendRepeatedly(store, leafTap(), operations) }
      let count = store.withState(leafCount)
      try check(count == operations, "the leaf counted \(count) taps")
      return time
    },
    baseline: { operations in
      let holder = StateHolder(Level10.State())
      let reducer = Level10()
      let action = leafTap()
      let time = measure {
        for _ in 0..<operations {
          _ = reducer.reduce(into: &holder.state, action: action)
        }
      }
      try check(leafCount(holder.state) == operations, "the leaf counted taps")
      return time
    },
    limit: { try nestedLimit($0) },
    timeTarget: .atMost(300)
  )
}

/// The leaf's store, scoped once per level.
@MainActor
func leafStore(of store: StoreOf<Level10>) -> StoreOf<Level0> {
  store
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
}
