import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUps

@MainActor
struct SyncUpsListTests {
  @Test
  func addingASyncUpAppendsItToTheSharedList() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addSyncUpButtonTapped) {
      $0.draft = SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
      )
    }
    await store.send(.draft(.presented(.binding(.set(\.syncUp.title, "Design review"))))) {
      $0.draft?.syncUp.title = "Design review"
    }
    await store.send(.draft(.presented(.addAttendeeButtonTapped))) {
      $0.draft?.syncUp.attendees.append(Attendee(id: UUID(2)))
      $0.draft?.focus = .attendee(UUID(2))
    }
    await store.send(
      .draft(
        .presented(
          .binding(.set(\.syncUp.attendees[id: UUID(2)], Attendee(id: UUID(2), name: "Ada")))))
    ) {
      $0.draft?.syncUp.attendees[id: UUID(2)]?.name = "Ada"
    }
    await store.send(.saveDraftButtonTapped) {
      $0.draft = nil
      // The unnamed first attendee is dropped on saving.
      $0.$syncUps.withLock {
        $0 = [
          SyncUp(
            id: UUID(0), title: "Design review", attendees: [Attendee(id: UUID(2), name: "Ada")]
          )
        ]
      }
    }
  }

  @Test
  func discardingTheDraftLeavesTheListAlone() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addSyncUpButtonTapped) {
      $0.draft = SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
      )
    }
    await store.send(.discardDraftButtonTapped) {
      $0.draft = nil
    }
    #expect(store.state.syncUps.isEmpty)
  }

  @Test
  func theListOutlivesTheFeatureThatFilledIt() async {
    do {
      let store = TestStore(initialState: SyncUpsList.State()) {
        SyncUpsList()
      } withDependencies: {
        $0.uuid = .incrementing
      }
      await store.send(.addSyncUpButtonTapped) {
        $0.draft = SyncUpForm.State(
          syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
        )
      }
      await store.send(.saveDraftButtonTapped) {
        $0.draft = nil
        $0.$syncUps.withLock {
          $0 = [SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])]
        }
      }
    }

    // A list made afresh, with no reference to the first one, loads what it saved.
    let reopened = SyncUpsList.State()
    #expect(reopened.syncUps.map(\.id) == [UUID(0)])
    @Shared(.syncUps) var syncUps
    #expect(syncUps.map(\.id) == [UUID(0)])
  }

  @Test
  func theListIsWrittenToItsFile() async throws {
    do {
      let store = TestStore(initialState: SyncUpsList.State()) {
        SyncUpsList()
      } withDependencies: {
        $0.uuid = .incrementing
      }
      await store.send(.addSyncUpButtonTapped) {
        $0.draft = SyncUpForm.State(
          syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
        )
      }
      await store.send(.draft(.presented(.binding(.set(\.syncUp.title, "Planning"))))) {
        $0.draft?.syncUp.title = "Planning"
      }
      await store.send(.saveDraftButtonTapped) {
        $0.draft = nil
        $0.$syncUps.withLock {
          $0 = [SyncUp(id: UUID(0), title: "Planning", attendees: [Attendee(id: UUID(1))])]
        }
      }
    }

    // No reference to the list is left, so this reads the file itself (in memory in tests).
    let raw = { @Sendable (data: Data) in data }
    @SharedReader(.fileStorage(.syncUpsFile, decode: raw, encode: raw)) var file = Data()
    let saved = try JSONDecoder().decode(IdentifiedArrayOf<SyncUp>.self, from: file)
    #expect(saved.map(\.title) == ["Planning"])
  }

  @Test
  func eachTestStartsWithNoSyncUps() {
    @Shared(.syncUps) var syncUps
    #expect(syncUps.isEmpty)
  }
}
