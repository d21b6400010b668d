import ComposableArchitecture

/// Each way a test store fails, as a scenario run under Swift Testing and under XCTest alike,
/// with the texts its issues must contain, one entry per issue, in order.
enum FailureScenario: String, CaseIterable, Sendable {
  case stateMismatch
  case unexpectedChange
  case noChange
  case closureThrows
  case mustHandle
  case unexpectedAction
  case unexpectedActionBeforeExpected
  case unexpectedActionByCase
  case unexpectedActionByCaseAndValue
  case unexpectedActionByPredicate
  case receivedNoneWithNothingInFlight
  case receivedNoneAfterTimeout
  case effectStillRunningAtEnd
  case unexpectedActionsAtEnd
  case finishTimesOut
  case unexpectedActionsAtFinish
  case taskFinishTimesOut
  case nothingToSkip
  case nonExhaustiveMismatch

  /// The substrings each issue must contain, one array per issue.
  var expected: [[String]] {
    switch self {
    case .stateMismatch:
      return [
        [
          "A state change does not match expectation: …",
          "\u{2212}   count: 2", "+   count: 1", "(Expected: \u{2212}, Actual: +)",
        ]
      ]
    case .unexpectedChange:
      return [
        [
          "State was not expected to change, but a change occurred: …",
          "(Expected: \u{2212}, Actual: +)",
        ]
      ]
    case .noChange:
      return [["Expected state to change, but no change occurred."]]
    case .closureThrows:
      return [["Threw error: Oops()"]]
    case .mustHandle:
      return [["Must handle 1 received action before sending an action: …", ".response(42)"]]
    case .unexpectedAction:
      return [
        [
          "Received unexpected action: …", "\u{2212} Counter.Action.increment",
          "+ Counter.Action.response(42)", "(Expected: \u{2212}, Received: +)",
        ]
      ]
    case .unexpectedActionBeforeExpected:
      return [["Received unexpected action before this one: …"]]
    case .unexpectedActionByCase:
      return [["Received unexpected action: …", ".response(42)"]]
    case .unexpectedActionByCaseAndValue:
      return [
        [
          "Received unexpected action: …", "\u{2212} 41", "+ 42",
          "(Expected: \u{2212}, Received: +)",
        ]
      ]
    case .unexpectedActionByPredicate:
      return [["Received unexpected action: …", ".response(42)"]]
    case .receivedNoneWithNothingInFlight:
      return [
        [
          "Expected to receive an action, but received none.",
          "There are no in-flight effects that could deliver this action.",
        ]
      ]
    case .receivedNoneAfterTimeout:
      return [
        [
          "Expected to receive an action, but received none after 0.05 seconds.",
          "There are effects in-flight.",
          #"try increasing the duration of this assertion's "timeout""#,
        ]
      ]
    case .effectStillRunningAtEnd:
      return [
        [
          "An effect returned for this action is still running. It must complete before the end "
            + "of the test."
        ]
      ]
    case .unexpectedActionsAtEnd:
      return [["The store received 1 unexpected action.", ".response(42)"]]
    case .finishTimesOut:
      return [
        ["Expected effects to finish, but there are still effects in-flight after 0.05 seconds."]
      ]
    case .unexpectedActionsAtFinish:
      return [["The store received 2 unexpected actions.", "[0]: .increment", "[1]: .increment"]]
    case .taskFinishTimesOut:
      return [["Expected task to finish, but it is still in-flight after 0.05 seconds."]]
    case .nothingToSkip:
      return [
        ["There were no received actions to skip."], ["There were no in-flight effects to skip."],
      ]
    case .nonExhaustiveMismatch:
      return [["A state change does not match expectation: …", "\u{2212}   count: 99"]]
    }
  }

  struct Oops: Error {}

  /// Runs the scenario; its issues are the ones ``expected`` describes.
  @MainActor
  func run() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
    switch self {
    case .stateMismatch:
      await store.send(.increment) { $0.count = 2 }
    case .unexpectedChange:
      await store.send(.increment)
    case .noChange:
      await store.send(.noop) { $0.count = 0 }
    case .closureThrows:
      await store.send(.increment) { _ in throw Oops() }
    case .mustHandle:
      await store.send(.fetch) { $0.isLoading = true }
      // The response arrived first, so the no-op's "after" state includes it.
      await store.send(.noop) {
        $0.isLoading = false
        $0.count = 42
      }
      await store.receive(.response(42))
    case .unexpectedAction:
      await store.send(.fetch) { $0.isLoading = true }
      await store.receive(.increment)
    case .unexpectedActionBeforeExpected:
      await store.send(.incrementThenRespond)
      await store.receive(.response(5))
      await store.receive(.response(5)) { $0.count = 5 }
    case .unexpectedActionByCase:
      await store.send(.fetch) { $0.isLoading = true }
      await store.receive(\.tick)
    case .unexpectedActionByCaseAndValue:
      await store.send(.fetch) { $0.isLoading = true }
      await store.receive(\.response, 41)
    case .unexpectedActionByPredicate:
      await store.send(.fetch) { $0.isLoading = true }
      await store.receive { $0 == .tick }
    case .receivedNoneWithNothingInFlight:
      await store.receive(.tick)
    case .receivedNoneAfterTimeout:
      let task = await store.send(.delayedFetch) { $0.isLoading = true }
      await store.receive(.response(7), timeout: .milliseconds(50))
      await task.cancel()
    case .effectStillRunningAtEnd:
      await store.send(.startTimer)
    case .unexpectedActionsAtEnd:
      await store.send(.fetch) { $0.isLoading = true }
    case .finishTimesOut:
      let task = await store.send(.delayedFetch) { $0.isLoading = true }
      await store.finish(timeout: .milliseconds(50))
      await task.cancel()
    case .unexpectedActionsAtFinish:
      await store.send(.sendTwice)
      await store.finish()
    case .taskFinishTimesOut:
      let task = await store.send(.delayedFetch) { $0.isLoading = true }
      await task.finish(timeout: .milliseconds(50))
      await task.cancel()
    case .nothingToSkip:
      await store.skipReceivedActions()
      await store.skipInFlightEffects()
    case .nonExhaustiveMismatch:
      store.exhaustivity = .off
      await store.send(.fetch) { $0.count = 99 }
    }
  }

  /// Whether `messages` are the issues this scenario must report.
  func matches(_ messages: [String]) -> Bool {
    messages.count == expected.count
      && zip(messages, expected).allSatisfy { message, parts in
        parts.allSatisfy { message.contains($0) }
      }
  }
}
