import ComposableArchitecture

/// Each way a test store fails, as a scenario run under Swift Testing and under XCTest alike,
/// with the issues it must report, in order: each one's first line exactly (TCA's, which users
/// match on), and texts its later lines must contain.
enum FailureScenario: String, CaseIterable, Sendable {
  case stateMismatch
  case unexpectedChange
  case noChange
  case closureThrows
  case mustHandle
  case mustHandleTwo
  case unexpectedAction
  case unexpectedActionBeforeExpected
  case unexpectedActionByCase
  case unexpectedActionByCaseAndValue
  case unexpectedActionByPredicate
  case receivedNoneWithNothingInFlight
  case receivedNoCaseWithNothingInFlight
  case receivedNoCaseAndValueWithNothingInFlight
  case receivedNoMatchWithNothingInFlight
  case receivedNoneAfterTimeout
  case receivedNoneWithAZeroTimeout
  case receivedNoMatchAfterTimeoutNonExhaustively
  case effectStillRunningAtEnd
  case unexpectedActionsAtEnd
  case finishTimesOut
  case unexpectedActionsAtFinish
  case taskFinishTimesOut
  case nothingToSkip
  case nonExhaustiveMismatch
  case sendAfterDismissal

  /// An issue the scenario must report.
  struct Expected {
    /// The whole first line.
    let firstLine: String
    /// Texts the rest of the message must contain.
    var contains: [String] = []
  }

  /// The issues, in order.
  var expected: [Expected] {
    switch self {
    case .stateMismatch:
      return [
        Expected(
          firstLine: "A state change does not match expectation.",
          contains: [
            "\u{2212}   count: 2", "+   count: 1", "(Expected: \u{2212}, Actual: +)",
          ]
        )
      ]
    case .unexpectedChange:
      return [
        Expected(
          firstLine: "State was not expected to change, but a change occurred.",
          contains: ["(Expected: \u{2212}, Actual: +)"]
        )
      ]
    case .noChange:
      return [
        Expected(
          firstLine: "Expected state to change, but no change occurred.",
          contains: ["The trailing closure made no observable modifications to state."]
        )
      ]
    case .closureThrows:
      return [Expected(firstLine: "Threw error: Oops()")]
    case .mustHandle:
      return [
        Expected(
          firstLine: "Must handle 1 received action before sending an action.",
          contains: ["Unhandled actions: [", ".response(42)"]
        )
      ]
    case .mustHandleTwo:
      return [
        Expected(
          firstLine: "Must handle 2 received actions before sending an action.",
          contains: ["[0]: .increment", "[1]: .increment"]
        ),
        Expected(firstLine: "The store received 2 unexpected actions."),
      ]
    case .unexpectedAction:
      return [
        Expected(
          firstLine: "Received unexpected action:",
          contains: [
            "\u{2212} Counter.Action.increment", "+ Counter.Action.response(42)",
            "(Expected: \u{2212}, Received: +)",
          ]
        )
      ]
    case .unexpectedActionBeforeExpected:
      return [
        Expected(
          firstLine: "Received unexpected action:",
          contains: [
            "+ Counter.Action.increment", "The expected action was received after this one",
          ]
        )
      ]
    case .unexpectedActionByCase, .unexpectedActionByPredicate:
      return [Expected(firstLine: "Received unexpected action:", contains: [".response(42)"])]
    case .unexpectedActionByCaseAndValue:
      return [
        Expected(
          firstLine: "Received unexpected action:",
          contains: ["\u{2212} 41", "+ 42", "(Expected: \u{2212}, Received: +)"]
        )
      ]
    case .receivedNoneWithNothingInFlight:
      return [
        Expected(
          firstLine: "Expected to receive the following action, but didn't:",
          contains: [
            "Counter.Action.tick",
            "There are no in-flight effects that could deliver this action.",
          ]
        )
      ]
    case .receivedNoCaseWithNothingInFlight, .receivedNoCaseAndValueWithNothingInFlight:
      return [
        Expected(
          firstLine: "Expected to receive an action matching case path, but didn't get one.",
          contains: ["There are no in-flight effects that could deliver this action."]
        )
      ]
    case .receivedNoMatchWithNothingInFlight:
      return [
        Expected(
          firstLine: "Expected to receive an action matching predicate, but didn't get one.",
          contains: ["There are no in-flight effects that could deliver this action."]
        )
      ]
    case .receivedNoneAfterTimeout:
      return [
        Expected(
          firstLine: "Expected to receive an action, but received none after 0.05 seconds.",
          contains: [
            "There are effects in-flight.",
            #"try increasing the duration of this assertion's "timeout""#,
          ]
        ),
        Expected(
          firstLine: "Expected to receive the following action, but didn't:",
          contains: ["Counter.Action.response(7)"]
        ),
      ]
    case .receivedNoneWithAZeroTimeout:
      return [
        Expected(
          firstLine: "Expected to receive an action, but received none.",
          contains: [#"try increasing the duration of this assertion's "timeout""#]
        ),
        Expected(firstLine: "Expected to receive the following action, but didn't:"),
      ]
    case .receivedNoMatchAfterTimeoutNonExhaustively:
      return [
        Expected(
          firstLine: "Expected to receive a matching action, but received none after 0.05 seconds."
        ),
        Expected(
          firstLine: "Expected to receive an action matching case path, but didn't get one."
        ),
      ]
    case .effectStillRunningAtEnd:
      return [
        Expected(
          firstLine: "An effect returned for this action is still running. It must complete "
            + "before the end of the test.",
          contains: [#"perform "await store.skipInFlightEffects()""#]
        )
      ]
    case .unexpectedActionsAtEnd:
      return [
        Expected(firstLine: "The store received 1 unexpected action.", contains: [".response(42)"])
      ]
    case .finishTimesOut:
      return [
        Expected(
          firstLine:
            "Expected effects to finish, but there are still effects in-flight after 0.05 seconds."
        )
      ]
    case .unexpectedActionsAtFinish:
      return [
        Expected(
          firstLine: "The store received 2 unexpected actions.",
          contains: ["[0]: .increment", "[1]: .increment"]
        )
      ]
    case .taskFinishTimesOut:
      return [
        Expected(
          firstLine: "Expected task to finish, but it is still in-flight after 0.05 seconds.")
      ]
    case .nothingToSkip:
      return [
        Expected(firstLine: "There were no received actions to skip."),
        Expected(firstLine: "There were no in-flight effects to skip."),
      ]
    case .nonExhaustiveMismatch:
      return [
        Expected(
          firstLine: "A state change does not match expectation.",
          contains: ["\u{2212}   count: 99"]
        )
      ]
    case .sendAfterDismissal:
      return [
        Expected(
          firstLine: "Can't send action to dismissed test store.", contains: ["store.isDismissed"]
        )
      ]
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
    case .mustHandleTwo:
      await store.send(.sendTwice)
      await store.send(.noop) { $0.count = 2 }
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
    case .receivedNoCaseWithNothingInFlight:
      await store.receive(\.tick)
    case .receivedNoCaseAndValueWithNothingInFlight:
      await store.receive(\.response, 7)
    case .receivedNoMatchWithNothingInFlight:
      await store.receive { $0 == .tick }
    case .receivedNoneAfterTimeout:
      let task = await store.send(.delayedFetch) { $0.isLoading = true }
      await store.receive(.response(7), timeout: .milliseconds(50))
      await task.cancel()
    case .receivedNoneWithAZeroTimeout:
      let task = await store.send(.delayedFetch) { $0.isLoading = true }
      await store.receive(.response(7), timeout: .zero)
      await task.cancel()
    case .receivedNoMatchAfterTimeoutNonExhaustively:
      store.exhaustivity = .off
      let task = await store.send(.delayedFetch)
      await store.receive(\.response, timeout: .milliseconds(50))
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
    case .sendAfterDismissal:
      await store.send(.close)
      await store.send(.increment)
    }
  }

  /// Whether `messages` are the issues this scenario must report.
  func matches(_ messages: [String]) -> Bool {
    messages.count == expected.count
      && zip(messages, expected).allSatisfy { message, expected in
        let lines = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return lines.first.map(String.init) == expected.firstLine
          && expected.contains.allSatisfy { message.contains($0) }
      }
  }
}
