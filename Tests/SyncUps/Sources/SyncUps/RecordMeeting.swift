import ComposableArchitecture
import Foundation

/// A meeting in progress: a timer gives each attendee their share of the sync-up's length in
/// turn. When the last turn ends, or someone ends the meeting and keeps it, the meeting is added
/// to the sync-up (shared with whoever started it) and the screen goes away.
@Reducer
struct RecordMeeting {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var secondsElapsed = 0
    var speakerIndex = 0
    @Shared var syncUp: SyncUp

    init(syncUp: Shared<SyncUp>) {
      self._syncUp = syncUp
    }

    /// The seconds each speaker has, at least one.
    var secondsPerSpeaker: Int {
      max(1, Int(syncUp.durationPerAttendee.components.seconds))
    }

    /// Whoever has the floor.
    var speaker: Attendee? {
      syncUp.attendees.indices.contains(speakerIndex) ? syncUp.attendees[speakerIndex] : nil
    }

    /// Whether the speaker is the last one.
    var isLastSpeaker: Bool {
      speakerIndex >= syncUp.attendees.count - 1
    }
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case endMeetingButtonTapped
    case nextSpeakerButtonTapped
    case onAppear
    case timerTicked

    @CasePathable
    enum Alert: Equatable, Sendable {
      case discardMeeting
      case saveMeeting
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.discardMeeting)):
        return .run { [dismiss] _ in await dismiss() }

      case .alert(.presented(.saveMeeting)):
        return saveMeeting(&state)

      case .alert:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting(canDiscard: true)
        return .none

      case .nextSpeakerButtonTapped:
        if state.isLastSpeaker {
          state.alert = .endMeeting(canDiscard: false)
        } else {
          state.speakerIndex += 1
          // The next speaker's turn starts now, whatever was left of the last one.
          state.secondsElapsed = state.speakerIndex * state.secondsPerSpeaker
        }
        return .none

      case .onAppear:
        // The timer is the screen's: popping the screen cancels it.
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }

      case .timerTicked:
        // The meeting is paused while an alert asks about ending it.
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        guard state.secondsElapsed.isMultiple(of: state.secondsPerSpeaker) else { return .none }
        if state.isLastSpeaker {
          return saveMeeting(&state)
        }
        state.speakerIndex += 1
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Adds the meeting, newest first, to the shared sync-up and leaves.
  private func saveMeeting(_ state: inout State) -> Effect<Action> {
    let meeting = Meeting(id: uuid(), date: now)
    state.$syncUp.withLock { _ = $0.meetings.insert(meeting, at: 0) }
    return .run { [dismiss] _ in await dismiss() }
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  /// Asks whether to end the meeting and keep it; before the last speaker, it may be thrown
  /// away instead.
  static func endMeeting(canDiscard: Bool) -> Self {
    AlertState {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .saveMeeting) {
        TextState("Save and end")
      }
      if canDiscard {
        ButtonState(role: .destructive, action: .discardMeeting) {
          TextState("Discard")
        }
      }
      ButtonState(role: .cancel) {
        TextState("Resume")
      }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }
}
