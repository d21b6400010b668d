import ComposableArchitecture
import Testing

@testable import TCAStyleFeatures

@MainActor
struct StandupsPathTests {
  let standup = Standup(title: "Design", attendees: ["Blob", "Blob Jr."])

  @Test
  func startingAMeetingFromTheDetailPushesTheRecordScreen() async {
    let store = TestStore(initialState: StandupsApp.State()) {
      StandupsApp()
    }
    await store.send(\.path.push, (id: 0, state: .detail(StandupDetail.State(standup: standup)))) {
      $0.path[id: 0] = .detail(StandupDetail.State(standup: standup))
    }
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(LiveMeeting.State(standup: standup))
    }
    await store.send(\.path[id: 1].record.nextSpeakerButtonTapped) {
      $0.path[id: 1, case: \.record]?.speakerIndex = 1
    }
  }

  @Test
  func aPastMeetingIsPushedWithItsStandup() async {
    let meeting = PastMeeting(transcript: "We shipped.")
    let store = TestStore(initialState: StandupsApp.State()) {
      StandupsApp()
    }
    await store.send(\.path.push, (id: 0, state: .meeting(meeting, standup: standup))) {
      $0.path[id: 0] = .meeting(meeting, standup: standup)
    }
    await store.send(\.path.popFrom, 0) {
      $0.path = StackState()
    }
  }

  @Test
  func storeCaseHandsOverAPastMeetingAndItsStandup() {
    let meeting = PastMeeting(transcript: "We shipped.")
    let store = Store(initialState: StandupsApp.Path.State.meeting(meeting, standup: standup)) {
      StandupsApp.Path.body
    }
    switch store.case {
    case let .meeting(caseMeeting, standup: caseStandup):
      #expect(caseMeeting == meeting)
      #expect(caseStandup == standup)
    case .detail, .record:
      Issue.record("expected the meeting case")
    }
  }
}
