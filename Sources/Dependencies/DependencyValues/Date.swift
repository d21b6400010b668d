import Foundation

extension DependencyValues {
  /// The current date.
  ///
  /// Live: the system's date, `Date()`. In tests, unless overridden: a generator that reports
  /// `Unimplemented: @Dependency(\.date)` each time it is called.
  ///
  /// ```swift
  /// let model = withDependencies {
  ///   $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
  /// } operation: {
  ///   FeatureModel()
  /// }
  /// ```
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static let testValue = DateGenerator {
    // A key path write (`$0[keyPath: \.date.now] = ...`, as a test trait makes) reads `now`
    // before setting it: that read is no use of the unimplemented generator. Unlike
    // `shouldReportUnimplemented`, this reports in release builds too, as a missing test value
    // does.
    if !DependencyValues.areBeingChanged {
      reportIssue(#"Unimplemented: @Dependency(\.date)"#)
    }
    return Date(timeIntervalSinceReferenceDate: 0)
  }
}

/// Makes dates: the ``DependencyValues/date`` dependency.
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// A generator that makes dates with `generate`.
  ///
  /// - Parameter generate: Returns the current date when called.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// A generator that always returns `now`.
  ///
  /// - Parameter now: The date to return.
  /// - Returns: A constant generator.
  public static func constant(_ now: Date) -> Self {
    Self { now }
  }

  /// The current date; setting it makes this generator return that date from then on.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// The current date.
  public func callAsFunction() -> Date {
    generate()
  }
}
