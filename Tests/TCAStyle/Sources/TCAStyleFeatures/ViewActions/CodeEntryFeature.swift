import ComposableArchitecture

/// A sign-in code screen in the shape of TCA's TwoFactor feature: the view's actions, bindings
/// among them, live in `Action.View`; results arrive with animation; a failure shows an alert
/// whose retry button animates.
@Reducer
public struct CodeEntryFeature: Sendable {
  @ObservableState
  public struct State: Equatable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var code = ""
    public var isFormValid = false
    public var isVerifying = false
    public var isVerified = false

    public init(code: String = "") {
      self.code = code
      self.isFormValid = code.count >= 4
    }
  }

  public enum Action: Equatable, ViewAction {
    case alert(PresentationAction<Alert>)
    case verifyResponse(Bool)
    case view(View)

    public enum Alert: Equatable, Sendable {
      case retryButtonTapped
    }

    @CasePathable
    public enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case submitButtonTapped
    }
  }

  @Dependency(\.codeClient) var codeClient

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert(.presented(.retryButtonTapped)):
        state.code = ""
        state.isFormValid = false
        return .none

      case .alert:
        return .none

      case .verifyResponse(true):
        state.isVerifying = false
        state.isVerified = true
        return .none

      case .verifyResponse(false):
        state.isVerifying = false
        state.alert = .invalidCode
        return .none

      case .view(.binding):
        state.isFormValid = state.code.count >= 4
        return .none

      case .view(.submitButtonTapped):
        state.isVerifying = true
        return .run { [code = state.code] send in
          let isValid = (try? await codeClient.verify(code: code)) ?? false
          await send(.verifyResponse(isValid), animation: .easeInOut)
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == CodeEntryFeature.Action.Alert {
  /// The alert for a rejected code: its retry button clears the field with an animation.
  public static let invalidCode = AlertState {
    TextState("That code is not valid")
  } actions: {
    ButtonState(action: .send(.retryButtonTapped, animation: .default)) {
      TextState("Try again")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  }
}
