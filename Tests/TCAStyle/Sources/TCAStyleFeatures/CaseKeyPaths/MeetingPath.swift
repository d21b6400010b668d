import ComposableArchitecture

/// A detail screen pushed on a stack; it asks its parent to start a meeting.
@Reducer
public struct MeetingDetail {
  @ObservableState
  public struct State: Equatable {
    public var title: String
    public init(title: String) { self.title = title }
  }

  public enum Action {
    case delegate(Delegate)
    case startMeetingButtonTapped

    @CasePathable
    public enum Delegate {
      case startMeeting
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .delegate:
        return .none
      case .startMeetingButtonTapped:
        return .send(.delegate(.startMeeting))
      }
    }
  }
}

/// A navigation stack of details; tests reach an element as `\.path[id: 0].detail`.
@Reducer
public struct MeetingsApp {
  @Reducer
  public enum Path {
    case detail(MeetingDetail)
  }

  @ObservableState
  public struct State: Equatable {
    public var path = StackState<Path.State>()
    public var meetingsStarted = 0
    public init() {}
  }

  public enum Action {
    case path(StackActionOf<Path>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(id: _, action: .detail(.delegate(.startMeeting)))):
        state.meetingsStarted += 1
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension MeetingsApp.Path.State: Equatable {}
