import CustomDump

/// The texts of a test store's failures, in one place so that tests and code agree.
///
/// The first line of each is TCA's, word for word: users match on it (`withKnownIssue`
/// matchers, searches of CI logs). Arbor's own guidance, where it has any, follows on later lines.
enum TestStoreMessages {
  static func stateFinding<State>(_ finding: StateExpectation.Finding<State>) -> String {
    switch finding {
    case .mismatch(let expected, let actual, let closureGiven):
      let heading =
        closureGiven
        ? "A state change does not match expectation"
        : "State was not expected to change, but a change occurred"
      return """
        \(heading).

        \(difference(expected, actual, secondLabel: "Actual"))
        """
    case .noChange:
      return """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state \
        is expected, omit the trailing closure.
        """
    case .threw(let error):
      return "Threw error: \(removingUnknownContexts("\(error)"))"
    }
  }

  static func unassertedSharedChanges<State>(expected: State, actual: State) -> String {
    """
    Test store finished before asserting against changes to shared state:

    \(difference(expected, actual, secondLabel: "Actual"))

    Invoke "TestStore.assert" at the end of this test to assert against changes to shared state.
    """
  }

  static func mustHandle<Action>(_ actions: [Action]) -> String {
    """
    Must handle \(actions.count) received \(plural("action", actions.count)) before sending an \
    action.

    Unhandled actions: \(dump(actions))
    """
  }

  static func unexpectedAction(_ description: String, matchesLater: Bool) -> String {
    let message = """
      Received unexpected action:

      \(description)
      """
    guard matchesLater else { return message }
    return message + """
      \n
      The expected action was received after this one: assert this one first, or skip it with \
      a non-exhaustive test store ("store.exhaustivity = .off").
      """
  }

  /// The failure of a `receive(_:)` of an equatable action that nothing delivered.
  static func expectedActionNotReceived<Action>(_ action: Action) -> String {
    """
    Expected to receive the following action, but didn't:

    \(actionDump(action))
    """
  }

  /// The failure of a `receive` by case key path that nothing delivered.
  static let caseNotReceived =
    "Expected to receive an action matching case path, but didn't get one."

  /// The failure of a `receive` by predicate that nothing delivered.
  static let predicateNotReceived =
    "Expected to receive an action matching predicate, but didn't get one."

  /// Why nothing was received when no effect is left running, after a `receive`'s failure.
  static func nothingInFlight(_ failure: String) -> String {
    """
    \(failure)

    There are no in-flight effects that could deliver this action. Could the effect you \
    expected to deliver this action have been cancelled?
    """
  }

  /// How a received action differs from the one a `receive(_:)` expected.
  static func actionDifference<Action>(expected: Action, received: Action) -> String {
    difference(expected, received, secondLabel: "Received")
  }

  /// A received action, for `receive` by case or by predicate.
  static func actionDump<Action>(_ action: Action) -> String {
    var text = ""
    customDump(action, to: &text, indent: 2)
    return text
  }

  static func receivedNone(exhaustive: Bool, timeout: UInt64, isDefaultTimeout: Bool) -> String {
    """
    Expected to receive \(exhaustive ? "an action" : "a matching action"), but received \
    none\(after(timeout)).

    \(inFlightSuggestion(isDefaultTimeout: isDefaultTimeout))
    """
  }

  static func effectsStillInFlight(timeout: UInt64, isDefaultTimeout: Bool) -> String {
    """
    Expected effects to finish, but there are still effects in-flight\(after(timeout)).

    \(inFlightSuggestion(isDefaultTimeout: isDefaultTimeout))
    """
  }

  static func taskStillInFlight(timeout: UInt64, isDefaultTimeout: Bool) -> String {
    """
    Expected task to finish, but it is still in-flight\(after(timeout)).

    If this task delivers its action using a clock (via "sleep(for:)", "timer(interval:)", \
    etc.), make sure that you wait enough time for it to perform its work. If you are using a \
    test clock, advance it so that the effects may complete, or consider using an immediate \
    clock to immediately perform the effect instead.

    If you are not yet using a clock, or cannot use a clock, \
    \(timeoutAdvice(isDefaultTimeout: isDefaultTimeout)).
    """
  }

  static let effectStillRunning = """
    An effect returned for this action is still running. It must complete before the end of \
    the test.

    To fix, inspect any effects the reducer returns for this action and ensure that all of them \
    complete by the end of the test. There are a few reasons why an effect may not have \
    completed:

    • If using async/await in your effect, it may need a little bit of time to properly \
    finish. To fix you can simply perform "await store.finish()" at the end of your test.

    • If an effect uses a clock (via "sleep(for:)", "debounce", "throttle", etc.), make sure \
    that you wait enough time for it to perform the effect. If you are using a test clock, \
    advance it so that the effects may complete, or consider using an immediate clock to \
    immediately perform the effect instead.

    • If you are returning a long-living effect (timers, notifications, streams, etc.), then \
    make sure those effects are torn down by marking the effect ".cancellable" and returning a \
    corresponding cancellation effect ("Effect.cancel") from another action.

    If you do not wish to assert on these effects, perform "await store.skipInFlightEffects()", \
    or consider using a non-exhaustive test store: "store.exhaustivity = .off".
    """

  static func unexpectedActionsAtEnd<Action>(_ actions: [Action]) -> String {
    """
    The store received \(actions.count) unexpected \(plural("action", actions.count)).

    Unhandled actions: \(dump(actions))

    To fix, explicitly assert against these actions using "store.receive", skip these actions \
    by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
    store: "store.exhaustivity = .off".
    """
  }

  static func skippedReceivedActions<Action>(_ actions: [Action]) -> String {
    """
    \(actions.count) received \(actions.count == 1 ? "action was" : "actions were") skipped.

    \(actions.count == 1 ? dump(actions[0]) : dump(actions))
    """
  }

  static func cancelledInFlightEffects<Action>(_ origins: [Action]) -> String {
    """
    \(origins.count) in-flight \(origins.count == 1 ? "effect was" : "effects were") cancelled, \
    originating from:

    \(origins.count == 1 ? dump(origins[0]) : dump(origins))
    """
  }

  static let sendToDismissedStore = """
    Can't send action to dismissed test store.

    The feature dismissed itself (through "@Dependency(\\.dismiss)"), which ended its effects. \
    Assert "store.isDismissed" instead of sending more actions.
    """

  static let noReceivedActionsToSkip = "There were no received actions to skip."
  static let noInFlightEffectsToSkip = "There were no in-flight effects to skip."

  /// A skipped assertion of a non-exhaustive store that shows them.
  static func skipped(_ message: String) -> String {
    """
    Skipped assertions.

    \(message)
    """
  }

  // MARK: - Pieces

  private static func difference<T>(_ expected: T, _ actual: T, secondLabel: String) -> String {
    if let diff = diff(expected, actual, format: .proportional) {
      return "\(indent(diff, by: 4))\n\n(Expected: −, \(secondLabel): +)"
    }
    return """
      Expected:
      \(indent(removingUnknownContexts(String(describing: expected)), by: 2))

      \(secondLabel):
      \(indent(removingUnknownContexts(String(describing: actual)), by: 2))
      """
  }

  private static func inFlightSuggestion(isDefaultTimeout: Bool) -> String {
    """
    There are effects in-flight. If the effect that delivers this action uses a clock (via \
    "sleep(for:)", "debounce", "throttle", etc.), make sure that you wait enough time for it \
    to perform the effect. If you are using a test clock, advance it so that the effects may \
    complete, or consider using an immediate clock to immediately perform the effect instead.

    If you are not yet using a clock, or can not use a clock, \
    \(timeoutAdvice(isDefaultTimeout: isDefaultTimeout)).
    """
  }

  private static func timeoutAdvice(isDefaultTimeout: Bool) -> String {
    isDefaultTimeout
      ? #"configure this assertion with an explicit "timeout""#
      : #"try increasing the duration of this assertion's "timeout""#
  }

  private static func after(_ nanoseconds: UInt64) -> String {
    nanoseconds > 0 ? " after \(Double(nanoseconds) / 1_000_000_000) seconds" : ""
  }

  private static func plural(_ word: String, _ count: Int) -> String {
    count == 1 ? word : word + "s"
  }

  private static func dump<T>(_ value: T) -> String {
    var text = ""
    customDump(value, to: &text)
    return text
  }

  private static func indent(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }
      .joined(separator: "\n")
  }
}
