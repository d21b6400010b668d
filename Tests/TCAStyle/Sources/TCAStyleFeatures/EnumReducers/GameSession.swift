import ComposableArchitecture

/// Signing in: a name, then a delegate action once submitted.
@Reducer
public struct SignInFeature {
  @ObservableState
  public struct State: Equatable {
    public var name = ""
    public init(name: String = "") {
      self.name = name
    }
  }

  public enum Action {
    case delegate(Delegate)
    case nameChanged(String)
    case submitButtonTapped

    @CasePathable
    public enum Delegate {
      case signedIn(name: String)
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none
      case let .nameChanged(name):
        state.name = name
        return .none
      case .submitButtonTapped:
        return .send(.delegate(.signedIn(name: state.name)))
      }
    }
  }
}

/// Choosing a new game once signed in.
@Reducer
public struct NewGameFeature {
  @ObservableState
  public struct State: Equatable {
    public var playerName: String
    public init(playerName: String) {
      self.playerName = playerName
    }
  }

  public enum Action {
    case signOutButtonTapped
  }

  public init() {}
}

/// The root of TCA's TicTacToe example in small: an enum reducer that writes its own `body`, so
/// it can move between its cases, and runs each case's feature with `ifCaseLet`.
@Reducer
public enum GameSession {
  case signIn(SignInFeature)
  case newGame(NewGameFeature)

  public static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .signIn(.delegate(.signedIn(name))):
        state = .newGame(NewGameFeature.State(playerName: name))
        return .none

      case .newGame(.signOutButtonTapped):
        state = .signIn(SignInFeature.State())
        return .none

      case .signIn, .newGame:
        return .none
      }
    }
    .ifCaseLet(\.signIn, action: \.signIn) {
      SignInFeature()
    }
    .ifCaseLet(\.newGame, action: \.newGame) {
      NewGameFeature()
    }
  }
}

extension GameSession.State: Equatable {}
