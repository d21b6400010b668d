import BenchmarkHarness
import ComposableArchitecture

/// `Store.send` of an action whose reducer returns `.none`, against calling the same reducer
/// directly on a state held by hand: what the store itself adds to an action.
@MainActor
func sendRoot() -> Benchmark {
  Benchmark(
    name: "send-root",
    summary: "Store.send of an action returning .none vs calling the reducer directly",
    target: .atMost(5),
    operations: 1_000_000,
    arbor: { operations in
      let store = Store(initialState: Level0.State()) { Level0() }
      let time = measure { sendRepeatedly(store, .tap, operations) }
      try check(store.count == operations, "the store counted \(store.count) taps")
      return time
    },
    baseline: { operations in
      let holder = StateHolder(Level0.State())
      let reducer = Level0()
      let time = measure {
        for _ in 0..<operations {
          _ = reducer.reduce(into: &holder.state, action: .tap)
        }
      }
      try check(holder.state.count == operations, "the state counted \(holder.state.count) taps")
      return time
    },
    limit: { try counterLimit($0) },
    timeTarget: .atMost(80)
  )
}

/// A state held in a class, as a store holds its own: the baseline's mutations go through the
/// same exclusivity checks a store's do.
@MainActor
final class StateHolder<State> {
  var state: State
  init(_ state: State) { self.state = state }
}

/// Sends `action` to `store` `operations` times.
@MainActor
@inline(never)
func sendRepeatedly<State, Action>(
  _ store: Store<State, Action>, _ action: Action, _ operations: Int
) {
  for _ in 0..<operations {
    store.send(action)
  }
}
