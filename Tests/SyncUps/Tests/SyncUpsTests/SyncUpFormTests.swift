import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUps

@MainActor
struct SyncUpFormTests {
  @Test
  func addingAnAttendeeFocusesIt() async {
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: SyncUp(id: UUID(0), attendees: []))
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addAttendeeButtonTapped) {
      $0.syncUp.attendees = [Attendee(id: UUID(0))]
      $0.focus = .attendee(UUID(0))
    }
  }

  @Test
  func removingTheFocusedAttendeeMovesFocusToTheNext() async {
    let attendees: IdentifiedArrayOf<Attendee> = [
      Attendee(id: UUID(1), name: "Ada"),
      Attendee(id: UUID(2), name: "Grace"),
      Attendee(id: UUID(3), name: "Edsger"),
    ]
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: attendees), focus: .attendee(UUID(2))
      )
    ) {
      SyncUpForm()
    }

    await store.send(.removeAttendees(atOffsets: [1])) {
      $0.syncUp.attendees.remove(id: UUID(2))
      $0.focus = .attendee(UUID(3))
    }
  }

  @Test
  func removingTheLastAttendeeLeavesABlankOne() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ada")]),
        focus: .attendee(UUID(1))
      )
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .constant(UUID(9))
    }

    await store.send(.removeAttendees(atOffsets: [0])) {
      $0.syncUp.attendees = [Attendee(id: UUID(9))]
      $0.focus = .attendee(UUID(9))
    }
  }
}
