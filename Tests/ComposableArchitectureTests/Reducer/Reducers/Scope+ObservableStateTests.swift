import Testing

@testable import ComposableArchitecture

@Suite struct ScopeObservableStateTests {
  @Reducer
  struct Tally {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }
    enum Action { case tap, reset }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tap: state.count += 1
        case .reset: state = State()
        }
        return .none
      }
    }
  }

  struct PlainTally: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  @ObservableState
  struct Parent: Equatable {
    var tally = Tally.State()
    var plain = PlainTally.State()
  }

  @CasePathable
  enum ParentAction {
    case tally(Tally.Action)
    case plain(PlainTally.Action)
  }

  /// Both spellings pick the initializer for observable children, which identifies the child
  /// with specialized code; a plain child goes through the general one.
  @Test func anObservableChildIsScopedWithSpecializedIdentity() {
    let labeled = Scope(state: \Parent.tally, action: \ParentAction.Cases.tally) { Tally() }
    let unlabeled = Scope(\Parent.tally, action: \ParentAction.Cases.tally) { Tally() }
    let plain = Scope(state: \Parent.plain, action: \ParentAction.Cases.plain) { PlainTally() }
    #expect(labeled.toChildStateAccess?.hasIdentity == true)
    #expect(unlabeled.toChildStateAccess?.hasIdentity == true)
    #expect(plain.toChildStateAccess?.hasIdentity == false)
  }

  @MainActor
  @Test func aReplacedChildWakesTheObserversOfItsField() {
    let store = Store(initialState: Parent()) {
      Scope(state: \Parent.tally, action: \ParentAction.Cases.tally) { Tally() }
    }
    var wakeUps = 0
    let token = observe {
      _ = store.state.tally
      wakeUps += 1
    }
    wakeUps = 0
    store.send(.tally(.tap))
    #expect(wakeUps == 0)
    store.send(.tally(.reset))
    #expect(wakeUps == 1)
    #expect(store.tally.count == 0)
    token.cancel()
  }
}
