import Dependencies
import DependenciesTestSupport
import Testing

@Suite(.dependencies { $0.continuousClock = TestClock() })
struct DependencyAsTests {
  @Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock

  @Test func aKeyPathDependencyIsReadAsTheOverridesType() async {
    @Dependency(\.continuousClock) var continuousClock
    let start = clock.now
    await clock.advance(by: .seconds(5))
    #expect(start.duration(to: clock.now) == .seconds(5))
    #expect((continuousClock as? TestClock<Duration>) === clock, "the override itself")
  }

  @Test(.dependencies { $0[ClientKey.self] = RecordingClient() })
  func aKeyDependencyIsReadAsTheOverridesType() {
    @Dependency(ClientKey.self, as: RecordingClient.self) var client
    @Dependency(ClientKey.self) var existential
    existential.send("hello")
    #expect(client.sent.value == ["hello"])
  }
}

protocol Client: Sendable {
  func send(_ message: String)
}

/// The key the `Client` existential is registered under.
enum ClientKey: TestDependencyKey {
  static var testValue: any Client { RecordingClient() }
}

struct RecordingClient: Client {
  let sent = LockIsolated<[String]>([])
  func send(_ message: String) { sent.withValue { $0.append(message) } }
}
