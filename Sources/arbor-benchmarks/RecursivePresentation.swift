import BenchmarkHarness
import ComposableArchitecture

/// TCA's own benchmark scenario: a feature that presents itself, ten levels deep. Four rows,
/// reported against hand-written code doing the same: making the store, a root action, an action
/// for the deepest level, and reading the deepest level's state through scoped stores.
@Reducer
struct Nested {
  @ObservableState
  struct State {
    @Presents var child: State?
    var count = 0
  }
  enum Action {
    indirect case child(PresentationAction<Action>)
    case tap
    case noop
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.count += 1
        return .none
      case .noop, .child:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Nested() }
  }
}

private let depth = 10

/// A state presenting itself `depth` times below the root.
private func nestedState(depth: Int) -> Nested.State {
  Nested.State(child: depth == 0 ? nil : nestedState(depth: depth - 1))
}

/// The action tapping the level `depth` below the root.
private func nestedTap(depth: Int) -> Nested.Action {
  depth == 0 ? .tap : .child(.presented(nestedTap(depth: depth - 1)))
}

/// The count of the level `depth` below the root, read by hand.
private func nestedCount(_ state: Nested.State, depth: Int) -> Int? {
  depth == 0 ? state.count : state.child.flatMap { nestedCount($0, depth: depth - 1) }
}

/// The reducer written by hand: unwraps the action level by level and mutates in place.
@inline(never)
private func handWrittenReduce(_ state: inout Nested.State, _ action: Nested.Action) {
  switch action {
  case .tap: state.count += 1
  case .noop, .child(.dismiss): break
  case .child(.presented(let childAction)):
    guard state.child != nil else { return }
    handWrittenReduce(&state.child!, childAction)
  }
}

@MainActor
func recursivePresentation() -> [Benchmark] {
  [
    Benchmark(
      name: "recursive-create",
      summary: "TCA scenario, 10 levels: create the store vs the state in a class by hand",
      target: .report,
      operations: 50_000,
      arbor: { operations in
        measure {
          for _ in 0..<operations {
            blackHole(Store(initialState: nestedState(depth: depth)) { Nested() })
          }
        }
      },
      baseline: { operations in
        measure {
          for _ in 0..<operations { blackHole(StateHolder(nestedState(depth: depth))) }
        }
      }
    ),
    Benchmark(
      name: "recursive-send-root",
      summary: "TCA scenario, 10 levels: a root action vs the hand-written reducer",
      target: .report,
      operations: 500_000,
      arbor: { operations in
        let store = Store(initialState: nestedState(depth: depth)) { Nested() }
        return measure { sendRepeatedly(store, .noop, operations) }
      },
      baseline: { operations in
        let holder = StateHolder(nestedState(depth: depth))
        return measure {
          for _ in 0..<operations { handWrittenReduce(&holder.state, .noop) }
        }
      },
      // The hand-written reducer is the limit: a root action that no level handles.
      limit: { operations in
        let holder = StateHolder(nestedState(depth: depth))
        return measure {
          for _ in 0..<operations { handWrittenReduce(&holder.state, .noop) }
        }
      },
      timeTarget: .atMost(150)
    ),
    Benchmark(
      name: "recursive-send-nested",
      summary: "TCA scenario, 10 levels: an action for the deepest level vs by hand",
      target: .report,
      operations: 100_000,
      arbor: { operations in
        let store = Store(initialState: nestedState(depth: depth)) { Nested() }
        let time = measure { sendRepeatedly(store, nestedTap(depth: depth), operations) }
        let count = store.withState { nestedCount($0, depth: depth) }
        try check(count == operations, "the deepest level counted \(String(describing: count))")
        return time
      },
      baseline: { operations in
        let holder = StateHolder(nestedState(depth: depth))
        let action = nestedTap(depth: depth)
        let time = measure {
          for _ in 0..<operations { handWrittenReduce(&holder.state, action) }
        }
        let count = nestedCount(holder.state, depth: depth)
        try check(count == operations, "the deepest level counted \(String(describing: count))")
        return time
      }
    ),
    Benchmark(
      name: "recursive-access-nested",
      summary: "TCA scenario, 10 levels: scope (cached) down and read the deepest count vs by hand",
      target: .report,
      operations: 200_000,
      arbor: { operations in
        let store = Store(initialState: nestedState(depth: depth)) { Nested() }
        var total = 0
        let time = measure {
          for _ in 0..<operations { total += deepestCount(store) ?? -1 }
        }
        try check(total == 0, "the deepest count read \(total)")
        return time
      },
      baseline: { operations in
        let holder = StateHolder(nestedState(depth: depth))
        var total = 0
        let time = measure {
          for _ in 0..<operations { total += nestedCount(holder.state, depth: depth) ?? -1 }
        }
        try check(total == 0, "the deepest count read \(total)")
        return time
      }
    ),
  ]
}

/// The deepest level's count, read through a store scoped once per level.
@MainActor
@inline(never)
private func deepestCount(_ store: StoreOf<Nested>) -> Int? {
  var current = store
  for _ in 0..<depth {
    guard let child = current.scope(state: \.child, action: \.child.presented) else { return nil }
    current = child
  }
  return current.count
}
