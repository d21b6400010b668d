extension DependencyValues {
  /// Checks a condition like Swift's `assert`, but in tests a failure reports an
  /// issue instead of stopping the process.
  ///
  /// ```swift
  /// func withdraw(_ amount: Int) {
  ///   @Dependency(\.assert) var assert
  ///   assert(amount > 0, "Withdrawals must be positive")
  ///   // ...
  /// }
  /// ```
  ///
  /// A test then checks the failure with `withKnownIssue { withdraw(-1) }`.
  public var assert: any AssertionEffect {
    self[AssertKey.self]
  }

  /// Fails like Swift's `assertionFailure`: ``assert`` with a `false` condition.
  public var assertionFailure: any AssertionFailureEffect {
    AssertionFailure(base: assert)
  }

  /// Checks a condition like Swift's `precondition`, but in tests a failure reports
  /// an issue instead of stopping the process.
  ///
  /// ```swift
  /// @Dependency(\.precondition) var precondition
  /// precondition(index < items.count, "Index out of range")
  /// ```
  public var precondition: any AssertionEffect {
    self[PreconditionKey.self]
  }
}

/// Checks a condition: the type of ``DependencyValues/assert`` and
/// ``DependencyValues/precondition``.
public protocol AssertionEffect: Sendable {
  /// Checks `condition`, failing with `message` pointing at `file` and `line`.
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  )
}

extension AssertionEffect {
  /// Checks `condition`, failing with `message` pointing at the caller.
  ///
  /// - Parameters:
  ///   - condition: What must hold.
  ///   - message: What a failure says.
  ///   - file: The file a failure points at; the caller's by default.
  ///   - line: The line a failure points at.
  @_disfavoredOverload
  @_transparent
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) {
    self.callAsFunction(condition(), message(), file: file, line: line)
  }
}

/// Fails unconditionally: the type of ``DependencyValues/assertionFailure``.
public protocol AssertionFailureEffect: Sendable {
  /// Fails with `message` pointing at `file` and `line`.
  func callAsFunction(
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  )
}

extension AssertionFailureEffect {
  /// Fails with `message` pointing at the caller.
  ///
  /// - Parameters:
  ///   - message: What the failure says.
  ///   - file: The file the failure points at; the caller's by default.
  ///   - line: The line the failure points at.
  @_disfavoredOverload
  @_transparent
  public func callAsFunction(
    _ message: @autoclosure () -> String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) {
    self.callAsFunction(message(), file: file, line: line)
  }
}

/// Swift's `assert`: stops a debug build on failure.
private struct LiveAssertion: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    Swift.assert(condition(), message(), file: file, line: line)
  }
}

/// Swift's `precondition`: stops the process on failure.
private struct LivePrecondition: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    Swift.precondition(condition(), message(), file: file, line: line)
  }
}

/// Reports a failure as an issue and carries on.
private struct ReportingAssertion: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    if !condition() {
      reportIssue(message(), fileID: file, filePath: file, line: line, column: 1)
    }
  }
}

private struct AssertionFailure: AssertionFailureEffect {
  let base: any AssertionEffect

  func callAsFunction(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
    base(false, message(), file: file, line: line)
  }
}

private enum AssertKey: DependencyKey {
  static let liveValue: any AssertionEffect = LiveAssertion()
  static let testValue: any AssertionEffect = ReportingAssertion()
}

private enum PreconditionKey: DependencyKey {
  static let liveValue: any AssertionEffect = LivePrecondition()
  static let testValue: any AssertionEffect = ReportingAssertion()
}
