import ComposableArchitecture
import Features

// Each spelling TCA 1.25's trait `ComposableArchitecture2Deprecations` deprecates, once: CI
// builds this target with the trait on and checks that each line so marked warns.

struct Legacy: Reducer {
  typealias State = Parent.State
  typealias Action = Parent.Action
  var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: \.counter) {  // warns
      Counter()
    }
    Reduce { _, _ in
      .concatenate(.none, .none)  // warns
    }
    Reduce { _, _ in
      .concatenate([Effect<Action>.none])  // warns
    }
    Reduce { _, _ in
      Effect<Counter.Action>.none.map(Action.counter)  // warns
    }
    Reduce { _, _ in
      Effect<Action>.none.concatenate(with: .none)  // warns
    }
    .onChange(of: \.changes) { _, _ in  // warns
      EmptyReducer()
    }
  }
}

@MainActor
func legacyScopes(_ store: StoreOf<Parent>) {
  _ = store.scope(state: \.counter, action: \.counter)  // warns
  _ = store.scope(state: \.detail, action: \.detail)  // warns
  _ = store.scope(state: \.rows, action: \.rows)  // warns
  store.send(.showDetail, animation: nil)  // warns
  store.send(.showDetail, transaction: Transaction())  // warns
}
