import ComposableArchitecture

/// A form whose fields are written by bindings: tests name them as `\.binding.title`.
@Reducer
public struct SyncUpForm {
  @ObservableState
  public struct State: Equatable {
    public var title = ""
    public var isPublic = false
    public var minutes = 5
    public init(title: String = "", isPublic: Bool = false, minutes: Int = 5) {
      self.title = title
      self.isPublic = isPublic
      self.minutes = minutes
    }
  }

  public enum Action: BindableAction {
    case binding(BindingAction<State>)
    case makePublicButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.title):
        state.title = state.title.trimmingPrefix(" ").description
        return .none
      case .binding:
        return .none
      case .makePublicButtonTapped:
        return .send(.binding(.set(\.isPublic, true)))
      }
    }
  }
}
