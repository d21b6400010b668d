import ComposableArchitecture
import Foundation

/// Edits a sync-up's title, length, theme and attendees, on a copy: whoever presents the form
/// decides whether the copy is kept.
@Reducer
struct SyncUpForm {
  @ObservableState
  struct State: Equatable {
    var focus: Field?
    var syncUp: SyncUp

    /// A form on `syncUp`, focused on its title.
    init(syncUp: SyncUp, focus: Field? = .title) {
      self.syncUp = syncUp
      self.focus = focus
    }

    /// What a text field of the form is bound to.
    enum Field: Hashable, Sendable {
      case attendee(Attendee.ID)
      case title
    }
  }

  enum Action: BindableAction {
    case addAttendeeButtonTapped
    case binding(BindingAction<State>)
    case removeAttendees(atOffsets: IndexSet)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        let attendee = Attendee(id: uuid())
        state.syncUp.attendees.append(attendee)
        state.focus = .attendee(attendee.id)
        return .none

      case .binding:
        return .none

      case .removeAttendees(let offsets):
        let removed = offsets.compactMap { offset in
          state.syncUp.attendees.indices.contains(offset) ? state.syncUp.attendees[offset].id : nil
        }
        state.syncUp.attendees.remove(atOffsets: offsets)
        // A sync-up always has someone to speak: the last one removed leaves a blank to fill.
        if state.syncUp.attendees.isEmpty {
          state.syncUp.attendees.append(Attendee(id: uuid()))
        }
        // Focus leaves a removed field for the attendee that took its place, or the last one.
        if case .attendee(let id) = state.focus, removed.contains(id) {
          let next = offsets.first.map { min($0, state.syncUp.attendees.count - 1) } ?? 0
          state.focus = .attendee(state.syncUp.attendees[next].id)
        }
        return .none
      }
    }
  }
}
