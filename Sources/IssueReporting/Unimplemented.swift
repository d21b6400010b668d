/// The error thrown by an unimplemented throwing endpoint.
public struct UnimplementedFailure: Error, Equatable, Sendable {
  /// What was left unimplemented.
  public let description: String

  /// Creates the error for what was left unimplemented.
  public init(description: String) { self.description = description }
}

/// A closure that reports an issue when it is called, then returns `placeholder`.
///
/// Use it for dependency endpoints a test does not expect to be used:
///
/// ```swift
/// let client = APIClient(fetch: unimplemented("APIClient.fetch", placeholder: []))
/// ```
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (_: repeat each Argument) in
    reportUnimplemented(description(), fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// An asynchronous closure that reports an issue when it is called, then returns `placeholder`.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  return { (_: repeat each Argument) in
    reportUnimplemented(description(), fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// A throwing closure that reports an issue when it is called, then throws
/// ``UnimplementedFailure``.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  return { (_: repeat each Argument) in
    let description = description()
    reportUnimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: description)
  }
}

/// An asynchronous throwing closure that reports an issue when it is called, then throws
/// ``UnimplementedFailure``.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  return { (_: repeat each Argument) in
    let description = description()
    reportUnimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: description)
  }
}

/// Reports an issue now and returns `placeholder`: for a computed value that must not be used.
public func unimplemented<Result>(
  _ description: @autoclosure () -> String = "",
  placeholder: @autoclosure () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  reportUnimplemented(description(), fileID: fileID, filePath: filePath, line: line, column: column)
  return placeholder()
}

private func reportUnimplemented(
  _ description: String,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  reportIssue(
    description.isEmpty ? "Unimplemented" : "Unimplemented: '\(description)'",
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}
