import ComposableArchitecture
import Testing

@testable import TCAStyleFeatures

@MainActor
struct MeetingPathTests {
  @Test
  func receiveFromStackElementByID() async {
    var state = MeetingsApp.State()
    state.path.append(.detail(MeetingDetail.State(title: "Standup")))
    let store = TestStore(initialState: state) {
      MeetingsApp()
    }
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.meetingsStarted = 1
    }
  }
}
