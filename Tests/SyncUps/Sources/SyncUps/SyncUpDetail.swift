import ComposableArchitecture
import Foundation

/// One sync-up, shared with the list it came from: edited through a presented form, deleted
/// once an alert confirms it, and the place a meeting starts from.
@Reducer
struct SyncUpDetail {
  @Reducer
  enum Destination {
    case alert(AlertState<SyncUpDetail.Action.Alert>)
    case edit(SyncUpForm)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared var syncUp: SyncUp

    /// The detail of a sync-up held elsewhere: what it changes, the holder sees.
    init(syncUp: Shared<SyncUp>, destination: Destination.State? = nil) {
      self._syncUp = syncUp
      self.destination = destination
    }
  }

  enum Action {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case deleteMeetings(atOffsets: IndexSet)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case meetingTapped(id: Meeting.ID)
    case startMeetingButtonTapped

    @CasePathable
    enum Alert: Equatable, Sendable {
      case confirmDeletion
    }

    @CasePathable
    enum Delegate {
      case startMeeting(Shared<SyncUp>)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.confirmDeletion(of: state.syncUp))
        return .none

      case .deleteMeetings(let offsets):
        state.$syncUp.withLock { $0.meetings.remove(atOffsets: offsets) }
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        // The sync-up leaves the list; this screen, showing it, goes too. `state.syncUp` is a
        // projection of the list, read inside the list's lock: it reads as the write began.
        @Shared(.syncUps) var syncUps
        $syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }
        return .run { [dismiss] _ in await dismiss() }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case .edit(let form) = state.destination else { return .none }
        state.$syncUp.withLock { $0 = form.syncUp.trimmed }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .meetingTapped:
        return .none

      case .startMeetingButtonTapped:
        return .send(.delegate(.startMeeting(state.$syncUp)))
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpDetail.Destination.State: Equatable {}

extension AlertState where Action == SyncUpDetail.Action.Alert {
  /// Asks before a sync-up and its meetings are deleted.
  static func confirmDeletion(of syncUp: SyncUp) -> Self {
    AlertState {
      TextState("Delete “\(syncUp.title)”?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Keep it")
      }
    } message: {
      TextState("Its \(syncUp.meetings.count) past meetings go with it. This cannot be undone.")
    }
  }
}
