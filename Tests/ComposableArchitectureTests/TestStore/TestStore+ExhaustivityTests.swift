import Testing
import XCTest

@testable import ComposableArchitecture

/// Non-exhaustive testing, skipped assertions, and the skip operations.
@MainActor
@Suite struct TestStoreExhaustivityTests {
  @Test func offAssertsOnlyWhatTheTestCaresAbout() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    await store.send(.fetch)
    await store.send(.sendTwice)
    // The response and the two increments were never asserted: no failure.
    await store.send(.increment) { $0.count = 45 }
  }

  @Test func offReceiveSkipsToTheMatchingAction() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    await store.send(.incrementThenRespond)
    await store.receive(.response(5)) { $0.count = 5 }
  }

  @Test func offStillFailsWhenWhatIsAssertedIsWrong() async {
    let messages = await recordedIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off
      await store.send(.increment) { $0.count = 2 }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("A state change does not match expectation.\n") == true)
  }

  @Test func showSkippedAssertionsReportsWhatWasSkippedWithoutFailing() async {
    let skipped = IssueCollector()
    await SkippedAssertionReporting.$reporter.withValue(skipped) {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.fetch)  // isLoading changed, unasserted
      await store.send(.increment) { $0.count = 43 }  // the response was skipped
      await store.send(.decrement)  // unasserted change
    }
    let messages = skipped.messages.value
    guard messages.count == 4 else {
      Issue.record("Expected 4 skipped assertions: \(messages)")
      return
    }
    #expect(messages.allSatisfy { $0.hasPrefix("Skipped assertions.\n\n") })
    #expect(messages[0].contains("\n\nState was not expected to change, but a change occurred.\n"))
    #expect(
      messages[1].contains("\n\nMust handle 1 received action before sending an action.\n")
    )
    #expect(messages[2].contains("\n\n1 received action was skipped.\n"))
    #expect(messages[2].contains(".response(42)"))
    #expect(messages[3].contains("\n\nState was not expected to change, but a change occurred.\n"))
  }

  @Test func skippedAssertionsAreKnownIssuesUnderSwiftTesting() async {
    // No reporter bound: the skipped assertions become known issues, and the test passes.
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.fetch)
  }

  @Test func withExhaustivityRestoresTheSetting() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.withExhaustivity(.off) {
      #expect(store.exhaustivity == .off)
      await store.send(.fetch)
      await store.skipReceivedActions(strict: false)
    }
    #expect(store.exhaustivity == .on)
    let value = store.withExhaustivity(.off(showSkippedAssertions: true)) { store.exhaustivity }
    #expect(value == .off(showSkippedAssertions: true))
    #expect(store.exhaustivity == .on)
  }

  @Test func skipReceivedActionsMovesTheStateOn() async {
    let skipped = IssueCollector()
    await SkippedAssertionReporting.$reporter.withValue(skipped) {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.sendTwice)
      await store.skipReceivedActions()
      #expect(store.state.count == 2)
      await store.send(.increment) { $0.count = 3 }
    }
    #expect(skipped.reportedOnce("Skipped assertions.\n\n2 received actions were skipped.\n"))
  }

  @Test func skipInFlightEffectsCancelsThem() async {
    let skipped = IssueCollector()
    let clock = TestClock()
    await SkippedAssertionReporting.$reporter.withValue(skipped) {
      let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
      await store.send(.startTimer)
      await store.skipInFlightEffects()
      await clock.advance(by: .seconds(5))
    }
    #expect(
      skipped.reportedOnce(
        "Skipped assertions.\n\n1 in-flight effect was cancelled, originating from:\n"
      )
    )
    #expect(skipped.messages.value.first?.contains(".startTimer") == true)
  }

  @Test func assertChecksTheCurrentState() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    await store.send(.sendTwice)
    await store.skipReceivedActions()
    store.assert { $0.count = 2 }
    let messages = await recordedIssues {
      store.assert { $0.count = 3 }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("A state change does not match expectation.\n") == true)
  }
}

/// Non-exhaustive stores under XCTest: nothing unasserted fails, wrong assertions do.
final class TestStoreExhaustivityXCTests: XCTestCase {
  @MainActor
  func testOffLetsUnassertedWorkGo() async {
    let messages = await collectedIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.fetch)
      await store.send(.increment) { $0.count = 43 }
    }
    XCTAssertEqual(messages, [])
  }

  @MainActor
  func testOffStillFailsWrongAssertions() async {
    let messages = await collectedIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off
      await store.send(.increment) { $0.count = 2 }
    }
    XCTAssertEqual(messages.count, 1)
    XCTAssertTrue(messages.first?.hasPrefix("A state change does not match expectation.\n") == true)
  }
}
