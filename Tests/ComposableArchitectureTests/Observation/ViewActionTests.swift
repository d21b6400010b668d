import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct ViewActionTests {
  @Reducer
  struct Login {
    @ObservableState
    struct State: Equatable {
      var email = ""
      var isLoggingIn = false
    }
    enum Action: ViewAction, Equatable {
      case loginResponse(Bool)
      case view(View)

      enum View: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case loginButtonTapped
      }
    }
    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
      Reduce { state, action in
        switch action {
        case .view(.loginButtonTapped):
          state.isLoggingIn = true
          return .none
        case .view(.binding):
          return .none
        case .loginResponse(let success):
          state.isLoggingIn = success
          return .none
        }
      }
    }
  }

  /// A view model, not a view: `@ViewAction` needs only a `store`.
  @MainActor
  @ViewAction(for: Login.self)
  final class LoginModel {
    let store: StoreOf<Login>

    init(store: StoreOf<Login>) {
      self.store = store
    }

    func submit() {
      send(.loginButtonTapped)
    }
  }

  @ViewAction(for: Login.self)
  struct LoginScreen {
    let store: StoreOf<Login>
  }

  @Test func sendWrapsTheActionInItsViewCase() {
    let model = LoginModel(store: Store(initialState: Login.State()) { Login() })
    model.submit()
    #expect(model.store.isLoggingIn)
  }

  @Test func animatedAndTransactionSendsReachTheStore() {
    let screen = LoginScreen(store: Store(initialState: Login.State()) { Login() })
    screen.send(.binding(.set(\.email, "blob@pointfree.co")), animation: .default)
    #expect(screen.store.email == "blob@pointfree.co")
    screen.send(.loginButtonTapped, transaction: Transaction(animation: .easeInOut))
    #expect(screen.store.isLoggingIn)
  }

  @Test func theMacroConformsTheTypeToViewActionSending() {
    let screen: Any = LoginScreen(store: Store(initialState: Login.State()) { Login() })
    #expect(screen is any ViewActionSending)
  }
}
