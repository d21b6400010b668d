/// How strictly a ``TestStore`` checks a test's assertions.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change must be described exactly, every action received from an effect must
  /// be asserted, and every effect must finish before the test ends.
  ///
  /// Skip what a test does not care about explicitly, with
  /// ``TestStore/skipReceivedActions(strict:fileID:file:line:column:)`` and
  /// ``TestStore/skipInFlightEffects(strict:fileID:file:line:column:)``.
  case on

  /// Assertions may describe any part of what happened: closures are applied to the actual
  /// state and only what they assert is checked; received actions may be skipped; effects may
  /// still be running at the end.
  ///
  /// - Parameter showSkippedAssertions: Whether to show what was not asserted, without failing
  ///   the test: as known issues under Swift Testing, as runtime warnings elsewhere.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without showing what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
