/// The error thrown by an unimplemented throwing endpoint.
public struct UnimplementedFailure: Error, Equatable, Sendable {
  /// What was left unimplemented.
  public let description: String

  /// Creates the error for what was left unimplemented.
  public init(description: String) { self.description = description }
}

/// A closure that reports an issue when it is called, then returns `placeholder`.
///
/// Use it for dependency endpoints a test does not expect to be used. The issue says what was
/// called, where the closure was made, and with which arguments:
///
/// ```swift
/// let client = APIClient(fetch: unimplemented("APIClient.fetch", placeholder: []))
/// let onTap: @Sendable (Int) -> Void = unimplemented()  // a closure returning Void
/// ```
///
/// ```
/// Unimplemented: APIClient.fetch …
///
///   Defined in 'liveValue' at:
///     MyApp/APIClient.swift:12
///
///   Invoked with:
///     42
/// ```
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (argument: repeat each Argument) in
    reportUnimplemented(
      description(), arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: column
    )
    return placeholder()
  }
}

/// An asynchronous closure that reports an issue when it is called, then returns `placeholder`.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  return { (argument: repeat each Argument) in
    reportUnimplemented(
      description(), arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: column
    )
    return placeholder()
  }
}

/// A throwing closure that reports an issue when it is called, then throws
/// ``UnimplementedFailure``.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  return { (argument: repeat each Argument) in
    let description = description()
    reportUnimplemented(
      description, arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: column
    )
    throw UnimplementedFailure(description: description)
  }
}

/// An asynchronous throwing closure that reports an issue when it is called, then throws
/// ``UnimplementedFailure``.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  return { (argument: repeat each Argument) in
    let description = description()
    reportUnimplemented(
      description, arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: column
    )
    throw UnimplementedFailure(description: description)
  }
}

/// Reports an issue now and returns `placeholder`: for a computed value that must not be used.
///
/// Disfavored, so that a closure-typed context picks the closure-returning forms.
@_disfavoredOverload
public func unimplemented<Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  reportUnimplemented(
    description(), arguments: nil, fileID: fileID, filePath: filePath, function: function,
    line: line, column: column
  )
  return placeholder()
}

/// Reports `Unimplemented`, the description, where the closure was made and, for a closure, the
/// arguments it was called with, laid out as upstream lays it out (tests match the text).
///
/// Package-wide so that XCTestDynamicOverlay's deprecated forms report the same text.
package func reportUnimplemented(
  _ description: String,
  arguments: Any?,
  fileID: StaticString,
  filePath: StaticString,
  function: StaticString,
  line: UInt,
  column: UInt
) {
  var message = "Unimplemented\(description.isEmpty ? "" : ": \(description)") …"
  message += "\n\n  Defined in '\(function)' at:\n    \(fileID):\(line)"
  if let arguments {
    var invocation = ""
    debugPrint(arguments, terminator: "", to: &invocation)
    message += "\n\n  Invoked with:\n    \(invocation)"
  }
  reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
