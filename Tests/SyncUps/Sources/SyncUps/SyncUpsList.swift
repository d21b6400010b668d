import ComposableArchitecture
import Foundation

/// Every sync-up, kept under the `.syncUps` shared key, and a form that drafts a
/// new one. Opening a sync-up is the app's business: it pushes the detail on its stack.
@Reducer
struct SyncUpsList {
  @ObservableState
  struct State: Equatable {
    @Presents var draft: SyncUpForm.State?
    @Shared(.syncUps) var syncUps

    init(draft: SyncUpForm.State? = nil) {
      self.draft = draft
    }
  }

  enum Action {
    case addSyncUpButtonTapped
    case discardDraftButtonTapped
    case draft(PresentationAction<SyncUpForm.Action>)
    case saveDraftButtonTapped
    case syncUpTapped(id: SyncUp.ID)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.draft = SyncUpForm.State(
          syncUp: SyncUp(id: uuid(), attendees: [Attendee(id: uuid())])
        )
        return .none

      case .discardDraftButtonTapped:
        state.draft = nil
        return .none

      case .draft:
        return .none

      case .saveDraftButtonTapped:
        guard let draft = state.draft else { return .none }
        state.$syncUps.withLock { _ = $0.append(draft.syncUp.trimmed) }
        state.draft = nil
        return .none

      case .syncUpTapped:
        return .none
      }
    }
    .ifLet(\.$draft, action: \.draft) {
      SyncUpForm()
    }
  }
}
