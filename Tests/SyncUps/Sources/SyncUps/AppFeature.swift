import ComposableArchitecture
import Foundation

/// The app: the list of sync-ups at the root of a navigation stack, onto which a sync-up's
/// detail, a meeting in progress or a past meeting is pushed. Every screen on the stack holds
/// the sync-up by a shared reference into the list, so a change anywhere shows everywhere.
@Reducer
struct AppFeature {
  @Reducer
  enum Path {
    case detail(SyncUpDetail)
    case meeting(Meeting, syncUp: SyncUp)
    case record(RecordMeeting)
  }

  @ObservableState
  struct State: Equatable {
    var path: StackState<Path.State>
    var syncUpsList: SyncUpsList.State

    init(
      path: StackState<Path.State> = StackState<Path.State>(),
      syncUpsList: SyncUpsList.State = SyncUpsList.State()
    ) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  enum Action {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case .path(.element(_, .detail(.delegate(.startMeeting(let syncUp))))):
        state.path.append(.record(RecordMeeting.State(syncUp: syncUp)))
        return .none

      case .path(.element(let id, .detail(.meetingTapped(let meetingID)))):
        guard
          case .detail(let detail) = state.path[id: id],
          let meeting = detail.syncUp.meetings[id: meetingID]
        else { return .none }
        state.path.append(.meeting(meeting, syncUp: detail.syncUp))
        return .none

      case .path:
        return .none

      case .syncUpsList(.syncUpTapped(let id)):
        // A reference to the element, not a copy: the detail writes through to the list.
        guard let syncUp = Shared(state.syncUpsList.$syncUps[id: id]) else { return .none }
        state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
        return .none

      case .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension AppFeature.Path.State: Equatable {}
