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

  /// Both spellings identify an observable child by its `_$id`; a plain child has no identity.
  @Test func anObservableChildIsScopedWithItsIdentity() throws {
    let labeled = Scope(state: \Parent.tally, action: \ParentAction.Cases.tally) { Tally() }
    let unlabeled = Scope(\Parent.tally, action: \ParentAction.Cases.tally) { Tally() }
    let plain = Scope(state: \Parent.plain, action: \ParentAction.Cases.plain) { PlainTally() }
    var parent = Parent()
    let id = parent.tally._$id
    #expect(try #require(labeled.toChildStateAccess).identity(&parent.tally).stateID == id)
    #expect(try #require(unlabeled.toChildStateAccess).identity(&parent.tally).stateID == id)
    let plainAccess = try #require(plain.toChildStateAccess)
    #expect(!plainAccess.identity(&parent.plain).isSame(as: plainAccess.identity(&parent.plain)))
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
