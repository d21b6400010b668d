import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct SendAnimationTests {
  @Reducer
  struct Loader {
    @ObservableState
    struct State: Equatable {
      var items: [String] = []
      var isLoading = false
    }
    enum Action: Equatable {
      case loadTapped
      case loaded([String])
      case cleared
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .loadTapped:
          state.isLoading = true
          return .run { send in
            await send(.loaded(["a"]), animation: .default)
            await send(.cleared, transaction: Transaction(animation: .easeInOut))
          }
        case .loaded(let items):
          state.isLoading = false
          state.items = items
          return .none
        case .cleared:
          state.items = []
          return .none
        }
      }
    }
  }

  @Test func animatedSendsFromAnEffectAreReceived() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.loadTapped) { $0.isLoading = true }
    await store.receive(.loaded(["a"])) {
      $0.isLoading = false
      $0.items = ["a"]
    }
    await store.receive(.cleared) { $0.items = [] }
  }
}
