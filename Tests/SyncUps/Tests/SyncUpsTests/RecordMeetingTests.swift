import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUps

@MainActor
struct RecordMeetingTests {
  /// Two speakers with two seconds each.
  let syncUp = SyncUp(
    id: UUID(0),
    title: "Standup",
    attendees: [Attendee(id: UUID(1), name: "Ada"), Attendee(id: UUID(2), name: "Grace")],
    duration: .seconds(4)
  )
  let now = Date(timeIntervalSince1970: 1_234_567_890)

  @Test
  func theTimerRunsEachTurnAndSavesTheMeetingAtTheEnd() async {
    let clock = TestClock()
    let shared = Shared(value: syncUp)
    let store = TestStore(initialState: RecordMeeting.State(syncUp: shared)) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = now
      $0.uuid = .constant(UUID(7))
    }

    await store.send(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 2
      $0.speakerIndex = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 3
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 4
      $0.$syncUp.withLock {
        _ = $0.meetings.insert(Meeting(id: UUID(7), date: now), at: 0)
      }
    }
    #expect(store.isDismissed)
    #expect(shared.wrappedValue.meetings.map(\.id) == [UUID(7)])
  }

  @Test
  func endingEarlyAndSaving() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: syncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = now
      $0.uuid = .constant(UUID(7))
    }

    await store.send(.onAppear)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(canDiscard: true)
    }
    // The meeting is paused while the alert is up.
    await clock.advance(by: .seconds(3))
    await store.receive(\.timerTicked)
    await store.receive(\.timerTicked)
    await store.receive(\.timerTicked)
    await store.send(.alert(.presented(.saveMeeting))) {
      $0.alert = nil
      $0.$syncUp.withLock {
        _ = $0.meetings.insert(Meeting(id: UUID(7), date: now), at: 0)
      }
    }
    #expect(store.isDismissed)
  }

  @Test
  func endingEarlyAndDiscarding() async {
    let clock = TestClock()
    let shared = Shared(value: syncUp)
    let store = TestStore(initialState: RecordMeeting.State(syncUp: shared)) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.onAppear)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(canDiscard: true)
    }
    await store.send(.alert(.presented(.discardMeeting))) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
    #expect(shared.wrappedValue.meetings.isEmpty)
  }

  @Test
  func skippingToTheNextSpeakerStartsTheirTurn() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: syncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await store.send(.nextSpeakerButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await store.send(.nextSpeakerButtonTapped) {
      $0.alert = .endMeeting(canDiscard: false)
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 3
    }
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(canDiscard: true)
    }
    await store.send(.alert(.presented(.discardMeeting))) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
  }
}
