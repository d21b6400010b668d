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

  /// The languages the user prefers content in, most preferred first.
  ///
  /// Live: a locale for each of `Locale.preferredLanguages`, read each time. Unlike ``locale``
  /// (formatting and regional conventions) it chooses the language of content. It has no test
  /// value: reading it from a test reports an issue naming the fix. Override it for tests:
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.preferredLocales = [Locale(identifier: "es-ES")]
  /// } operation: {
  ///   // ...
  /// }
  /// ```
  public var preferredLocales: [Locale] {
    get { self[PreferredLocalesKey.self].locales }
    set { self[PreferredLocalesKey.self] = PreferredLocales(fixed: newValue) }
  }
}

/// The preferred locales: fixed when overridden, else the system's at each read (the user can
/// change them while the application runs).
private struct PreferredLocales: Sendable {
  var fixed: [Locale]?

  var locales: [Locale] {
    fixed ?? Locale.preferredLanguages.map { Locale(identifier: $0) }
  }
}

private enum PreferredLocalesKey: DependencyKey {
  static var liveValue: PreferredLocales { PreferredLocales() }
}

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }
}
