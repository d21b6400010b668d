import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUps

@MainActor
struct SyncUpDetailTests {
  let syncUp = SyncUp(
    id: UUID(0),
    title: "Standup",
    attendees: [Attendee(id: UUID(1), name: "Ada"), Attendee(id: UUID(2), name: "Grace")],
    meetings: [Meeting(id: UUID(3), date: Date(timeIntervalSince1970: 0))]
  )

  @Test
  func editingWritesThroughToTheSharedSyncUp() async {
    let shared = Shared(value: syncUp)
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: shared)) {
      SyncUpDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }
    await store.send(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Retro")))))) {
      $0.destination?.modify(\.edit) { $0.syncUp.title = "Retro" }
    }
    // Nothing is written until the edit is done.
    #expect(shared.wrappedValue.title == "Standup")
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$syncUp.withLock { $0.title = "Retro" }
    }
    #expect(shared.wrappedValue.title == "Retro")
  }

  @Test
  func cancellingAnEditKeepsTheSyncUp() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: syncUp))) {
      SyncUpDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }
    await store.send(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Retro")))))) {
      $0.destination?.modify(\.edit) { $0.syncUp.title = "Retro" }
    }
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
    #expect(store.state.syncUp.title == "Standup")
  }

  @Test
  func deletingAfterConfirmationRemovesItFromTheListAndLeaves() async throws {
    @Shared(.syncUps) var syncUps
    $syncUps.withLock { $0 = [syncUp] }
    let element = try #require(Shared($syncUps[id: syncUp.id]))
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: element)) {
      SyncUpDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.confirmDeletion(of: syncUp))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
    }
    #expect(syncUps.isEmpty)
    #expect(store.isDismissed)
  }

  @Test
  func deletingOneOfTwoRemovesTheOneShownAndKeepsTheOther() async throws {
    let retro = SyncUp(id: UUID(4), title: "Retro", attendees: syncUp.attendees)
    @Shared(.syncUps) var syncUps
    $syncUps.withLock { $0 = [syncUp, retro] }
    // The detail holds the second sync-up as a projection of the list: the deletion reads its
    // id through that projection from inside the list's `withLock`.
    let element = try #require(Shared($syncUps[id: retro.id]))
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: element)) {
      SyncUpDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.confirmDeletion(of: retro))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
    }
    #expect(syncUps == [syncUp])
    #expect(store.isDismissed)
    // The screen on its way out still shows what it showed.
    #expect(store.state.syncUp == retro)
  }

  @Test
  func decliningTheAlertKeepsTheSyncUp() async throws {
    @Shared(.syncUps) var syncUps
    $syncUps.withLock { $0 = [syncUp] }
    let element = try #require(Shared($syncUps[id: syncUp.id]))
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: element)) {
      SyncUpDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.confirmDeletion(of: syncUp))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    #expect(syncUps == [syncUp])
  }

  @Test
  func deletingPastMeetings() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: syncUp))) {
      SyncUpDetail()
    }

    await store.send(.deleteMeetings(atOffsets: [0])) {
      $0.$syncUp.withLock { $0.meetings = [] }
    }
  }

  @Test
  func startingAMeetingHandsTheSharedSyncUpToTheParent() async {
    let shared = Shared(value: syncUp)
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: shared)) {
      SyncUpDetail()
    }

    await store.send(.startMeetingButtonTapped)
    await store.receive(\.delegate.startMeeting)
  }
}
