import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct BindingReducerViewActionTests {
  @Reducer
  struct Settings {
    @ObservableState
    struct State: Equatable {
      var name = ""
      var nameChanges = 0
    }
    enum Action: ViewAction {
      case saved
      case view(View)

      enum View: BindableAction {
        case binding(BindingAction<State>)
      }
    }
    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
      Reduce { state, action in
        switch action {
        case .view(.binding(\.name)):
          state.nameChanges += 1  // runs after BindingReducer: sees the new name
          return .none
        case .view, .saved:
          return .none
        }
      }
    }
  }

  @Test func aBindingInTheViewCaseWritesTheField() {
    var state = Settings.State()
    _ = Settings().reduce(into: &state, action: .view(.set(\.name, "Blob")))
    #expect(state.name == "Blob")
    #expect(state.nameChanges == 1)
  }

  @Test func otherActionsLeaveTheStateAlone() {
    var state = Settings.State(name: "Blob")
    _ = Settings().reduce(into: &state, action: .saved)
    #expect(state == Settings.State(name: "Blob"))
  }
}
