import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUps

@MainActor
struct AppFeatureTests {
  let syncUp = SyncUp(
    id: UUID(0),
    title: "Standup",
    attendees: [Attendee(id: UUID(1), name: "Ada")],
    duration: .seconds(2)
  )

  /// Pushes written as TCA's tests write them, appending in the assertion: each append takes the
  /// id the reducer's append took, and a pop removes the screen above.
  @Test
  func pushingAndPoppingWithAppendInTheAssertion() async throws {
    let meeting = Meeting(id: UUID(5), date: Date(timeIntervalSince1970: 0), transcript: "Hi")
    var held = syncUp
    held.meetings = [meeting]
    @Shared(.syncUps) var syncUps
    $syncUps.withLock { [held] in $0 = [held] }
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    let element = try #require(Shared($syncUps[id: syncUp.id]))

    await store.send(.syncUpsList(.syncUpTapped(id: syncUp.id))) {
      $0.path.append(.detail(SyncUpDetail.State(syncUp: element)))
    }
    await store.send(.path(.element(id: 0, action: .detail(.meetingTapped(id: meeting.id))))) {
      $0.path.append(.meeting(meeting, syncUp: held))
    }
    #expect(store.state.path.ids == [0, 1])
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.removeLast()
    }
    await store.send(.path(.element(id: 0, action: .detail(.meetingTapped(id: meeting.id))))) {
      $0.path.append(.meeting(meeting, syncUp: held))
    }
    #expect(store.state.path.ids == [0, 2])
  }

  @Test
  func anEditInTheDetailShowsInTheList() async throws {
    @Shared(.syncUps) var syncUps
    $syncUps.withLock { $0 = [syncUp] }
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    let element = try #require(Shared($syncUps[id: syncUp.id]))

    await store.send(.syncUpsList(.syncUpTapped(id: syncUp.id))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: element))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }
    await store.send(\.path[id: 0].detail.destination.edit.binding.syncUp, renamed("Retro")) {
      $0.path[id: 0, case: \.detail]?.destination?.modify(\.edit) { $0.syncUp.title = "Retro" }
    }
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0[id: syncUp.id]?.title = "Retro" }
    }
    #expect(syncUps.map(\.title) == ["Retro"])
  }

  @Test
  func deletingFromTheDetailPopsItAndEmptiesTheList() async throws {
    @Shared(.syncUps) var syncUps
    $syncUps.withLock { $0 = [syncUp] }
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    let element = try #require(Shared($syncUps[id: syncUp.id]))

    await store.send(.syncUpsList(.syncUpTapped(id: syncUp.id))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: element))
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(.confirmDeletion(of: syncUp))
    }
    await store.send(\.path[id: 0].detail.destination.alert.confirmDeletion) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
    #expect(syncUps.isEmpty)
  }

  @Test
  func recordingAMeetingAddsItToTheSyncUpInTheList() async throws {
    @Shared(.syncUps) var syncUps
    $syncUps.withLock { $0 = [syncUp] }
    let clock = TestClock()
    let now = Date(timeIntervalSince1970: 1_234_567_890)
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = now
      $0.uuid = .constant(UUID(9))
    }
    let element = try #require(Shared($syncUps[id: syncUp.id]))

    await store.send(.syncUpsList(.syncUpTapped(id: syncUp.id))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: element))
    }
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: element))
    }
    await store.send(\.path[id: 1].record.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTicked) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTicked) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 2
      $0.syncUpsList.$syncUps.withLock {
        _ = $0[id: syncUp.id]?.meetings.insert(Meeting(id: UUID(9), date: now), at: 0)
      }
    }
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 1)
    }
    #expect(syncUps[id: syncUp.id]?.meetings.map(\.id) == [UUID(9)])

    await store.send(\.path[id: 0].detail.meetingTapped, UUID(9)) {
      $0.path[id: 2] = .meeting(Meeting(id: UUID(9), date: now), syncUp: $0.syncUpsList.syncUps[0])
    }
  }

  private func renamed(_ title: String) -> SyncUp {
    var syncUp = syncUp
    syncUp.title = title
    return syncUp
  }
}
