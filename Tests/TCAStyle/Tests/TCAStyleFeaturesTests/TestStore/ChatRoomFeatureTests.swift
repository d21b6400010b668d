import ComposableArchitecture
import Testing

@testable import TCAStyleFeatures

@MainActor
struct ChatRoomFeatureTests {
  @Test
  func cancellingTheViewsTaskEndsTheStreamItsConnectionStarted() async {
    let clock = TestClock()
    let store = TestStore(initialState: ChatRoomFeature.State()) {
      ChatRoomFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.task)
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.connected) {
      $0.isConnected = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.messageReceived, "Message 1") {
      $0.messages = ["Message 1"]
    }
    await store.receive(\.messageReceived, "Message 2") {
      $0.messages = ["Message 1", "Message 2"]
    }
    // The view disappears: its task is cancelled, and with it the stream.
    await task.cancel()
    await clock.advance(by: .seconds(10))
  }
}
