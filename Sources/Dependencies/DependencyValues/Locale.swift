import Foundation

extension DependencyValues {
  /// The locale features should use.
  ///
  /// Live: `Locale.autoupdatingCurrent`. It has no test value: reading it from a test reports an
  /// issue (once per test) naming the fix, then uses the live value. Override it for tests:
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.locale = Locale(identifier: "en_US_POSIX")
  /// } operation: {
  ///   // ...
  /// }
  /// ```
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }
}
