import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct BindingReducerTests {
  @Reducer
  struct Search {
    @ObservableState
    struct State: Equatable {
      var query = ""
      var isOn = false
      var queryChanges = 0
    }
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case clear
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.query):
          state.queryChanges += 1  // runs after BindingReducer: sees the new query
          return .none
        case .binding:
          return .none
        case .clear:
          state.query = ""
          return .none
        }
      }
    }
  }

  @Test func aBindingActionWritesTheField() {
    var state = Search.State()
    _ = Search().reduce(into: &state, action: .binding(.set(\.query, "milk")))
    #expect(state.query == "milk")
  }

  @Test func aReducerMatchesBindingsByKeyPath() {
    var state = Search.State()
    _ = Search().reduce(into: &state, action: .set(\.query, "a"))
    _ = Search().reduce(into: &state, action: .set(\.isOn, true))
    #expect(state.queryChanges == 1)
    #expect(state.isOn)
  }

  @Test func otherActionsPassThrough() {
    var state = Search.State(query: "x")
    _ = Search().reduce(into: &state, action: .clear)
    #expect(state.query == "")
  }

  @Test func bindingActionsCompareByFieldAndValue() {
    #expect(BindingAction<Search.State>.set(\.query, "a") == .set(\.query, "a"))
    #expect(BindingAction<Search.State>.set(\.query, "a") != .set(\.query, "b"))
    #expect(Search.Action.binding(.set(\.query, "a")).binding?.keyPath == \Search.State.query)
    #expect(Search.Action.clear.binding == nil)
  }

  @Test func aBindingWakesOnlyTheObserversOfItsField() {
    let store = Store(initialState: Search.State()) { Search() }
    var queryWakeUps = -1
    var toggleWakeUps = -1
    let tokens = [
      observe {
        _ = store.query
        queryWakeUps += 1
      },
      observe {
        _ = store.isOn
        toggleWakeUps += 1
      },
    ]
    // Optimized builds may end a value's lifetime at its last use: keep the tokens alive.
    withExtendedLifetime(tokens) {
      _ = store.send(.set(\.isOn, true))
    }
    #expect(queryWakeUps == 0)
    #expect(toggleWakeUps == 1)
  }
}
