import Foundation

extension DependencyValues {
  /// The time zone features should use.
  ///
  /// Live: `TimeZone.autoupdatingCurrent`. It has no test value: reading it from a test reports an
  /// issue (once per test) naming the fix, then uses the live value. Override it for tests:
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.timeZone = TimeZone(identifier: "UTC")!
  /// } operation: {
  ///   // ...
  /// }
  /// ```
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

private enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { .autoupdatingCurrent }
}
