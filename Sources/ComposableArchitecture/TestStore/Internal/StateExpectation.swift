/// The rules by which a test store compares the state a step produced with the state the test
/// expected, as a pure function: what to report, and whether it fails the test or is only shown
/// as a skipped assertion. The messages are written elsewhere (`TestStoreMessages`).
enum StateExpectation {
  /// How a finding is reported.
  enum Severity: Equatable {
    /// A test failure.
    case failure
    /// A skipped assertion of a non-exhaustive store that shows them: never a failure.
    case skipped
  }

  /// Something wrong with a step's state assertion.
  enum Finding<State> {
    /// The expected state differs from the actual one. `closureGiven` tells a wrong closure
    /// ("does not match expectation") from a missing one ("was not expected to change").
    case mismatch(expected: State, actual: State, closureGiven: Bool)
    /// The closure changed nothing, and neither did the step.
    case noChange
    /// The closure threw.
    case threw(any Error)
  }

  /// Checks a step.
  ///
  /// Exhaustively, the closure is applied to the state before the step and must produce the
  /// actual state exactly. Non-exhaustively, it is applied to the actual state and must leave
  /// it unchanged (it may assert any subset of the change); if skipped assertions are shown,
  /// it is also applied to the previous state, and what that misses is reported as skipped.
  ///
  /// - Parameters:
  ///   - previous: The state the test had asserted before this step.
  ///   - actual: The state after the step.
  ///   - exhaustivity: The store's exhaustivity.
  ///   - update: The test's closure, if any.
  ///   - checksNoChange: Whether a closure that changes nothing is a finding (not for `assert`).
  /// - Returns: The findings, in the order to report them.
  static func check<State: Equatable>(
    previous: State,
    actual: State,
    exhaustivity: Exhaustivity,
    update: ((inout State) throws -> Void)?,
    checksNoChange: Bool = true
  ) -> [(Finding<State>, Severity)] {
    func changeCheck(_ expected: State, _ severity: Severity) -> [(Finding<State>, Severity)] {
      guard checksNoChange, update != nil, expected == previous else { return [] }
      return [(.noChange, severity)]
    }
    /// Applies the closure to `base` and compares the result with the actual state: a throw or
    /// a difference is a finding of `severity`; what a match means is up to `matched`.
    func compare(
      from base: State,
      _ severity: Severity,
      matched: (_ expected: State) -> [(Finding<State>, Severity)]
    ) -> [(Finding<State>, Severity)] {
      var expected = base
      do {
        try update?(&expected)
      } catch {
        return [(.threw(error), severity)]
      }
      guard expected == actual else {
        return [
          (.mismatch(expected: expected, actual: actual, closureGiven: update != nil), severity)
        ]
      }
      return matched(expected)
    }

    switch exhaustivity {
    case .on:
      return compare(from: previous, .failure) { changeCheck($0, .failure) }

    case .off(let showSkippedAssertions):
      return compare(from: actual, .failure) { _ in
        guard showSkippedAssertions else { return [] }
        return compare(from: previous, .skipped) { changeCheck($0, .skipped) }
      }
    }
  }
}
