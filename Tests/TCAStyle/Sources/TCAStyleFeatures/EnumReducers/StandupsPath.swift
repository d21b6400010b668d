import ComposableArchitecture

/// A standup: a title and who attends.
public struct Standup: Equatable, Sendable {
  public var title: String
  public var attendees: [String]
  public init(title: String, attendees: [String] = []) {
    self.title = title
    self.attendees = attendees
  }
}

/// A past meeting of a standup.
public struct PastMeeting: Equatable, Sendable {
  public var transcript: String
  public init(transcript: String) {
    self.transcript = transcript
  }
}

/// A standup's details, from which a meeting starts.
@Reducer
public struct StandupDetail {
  @ObservableState
  public struct State: Equatable {
    public var standup: Standup
    public init(standup: Standup) {
      self.standup = standup
    }
  }

  public enum Action {
    case delegate(Delegate)
    case startMeetingButtonTapped

    @CasePathable
    public enum Delegate {
      case startMeeting(Standup)
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none
      case .startMeetingButtonTapped:
        return .send(.delegate(.startMeeting(state.standup)))
      }
    }
  }
}

/// A meeting in progress: the speaker's turn moves on each tick.
@Reducer
public struct LiveMeeting {
  @ObservableState
  public struct State: Equatable {
    public var standup: Standup
    public var speakerIndex = 0
    public init(standup: Standup, speakerIndex: Int = 0) {
      self.standup = standup
      self.speakerIndex = speakerIndex
    }
  }

  public enum Action {
    case nextSpeakerButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nextSpeakerButtonTapped:
        state.speakerIndex += 1
        return .none
      }
    }
  }
}

/// The app of TCA's SyncUps tutorial, cut down to its navigation stack: its `Path` holds a
/// case of two plain values (a past meeting shown with its standup) between two features.
@Reducer
public struct StandupsApp {
  @Reducer
  public enum Path {
    case detail(StandupDetail)
    case meeting(PastMeeting, standup: Standup)
    case record(LiveMeeting)
  }

  @ObservableState
  public struct State: Equatable {
    public var path = StackState<Path.State>()
    public init(path: StackState<Path.State> = StackState<Path.State>()) {
      self.path = path
    }
  }

  public enum Action {
    case path(StackActionOf<Path>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.element(_, .detail(.delegate(.startMeeting(standup))))):
        state.path.append(.record(LiveMeeting.State(standup: standup)))
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension StandupsApp.Path.State: Equatable {}
