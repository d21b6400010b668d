import Foundation

extension DependencyValues {
  /// The calendar features should use.
  ///
  /// Live: `Calendar.autoupdatingCurrent`. It has no test value: reading it from a test reports an
  /// issue (once per test) naming the fix, then uses the live value. Override it for tests:
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.calendar = .init(identifier: .gregorian)
  /// } operation: {
  ///   // ...
  /// }
  /// ```
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}

private enum CalendarKey: DependencyKey {
  static var liveValue: Calendar { .autoupdatingCurrent }
}
