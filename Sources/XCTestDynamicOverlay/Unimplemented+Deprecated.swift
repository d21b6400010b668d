// The `unimplemented` forms XCTestDynamicOverlay had before `placeholder:` existed: they report
// the same issue as IssueReporting's, then return a value made up for the result type, and stop
// the program when none can be. Disfavored, so that a call that fits a current form takes it.

/// Reports an issue now and returns a placeholder made up for `Result`.
///
/// Deprecated: name the placeholder, `unimplemented("Settings.value", placeholder: 0)`.
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented(_:placeholder:)")
public func unimplemented<Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  file filePath: StaticString = #filePath,
  fileID: StaticString = #fileID,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  let description = description()
  reportUnimplemented(
    description, arguments: nil, fileID: fileID, filePath: filePath, function: function,
    line: line, column: column
  )
  return UnimplementedPlaceholder.value(for: description, file: filePath, line: line)
}

/// A closure that reports an issue when it is called, then returns a placeholder made up for
/// `Result`.
///
/// Deprecated: name the placeholder, `unimplemented("APIClient.fetch", placeholder: [])`.
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented(_:placeholder:)")
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  file filePath: StaticString = #filePath,
  fileID: StaticString = #fileID,
  function: StaticString = #function,
  line: UInt = #line
) -> @Sendable (repeat each Argument) -> Result {
  return { (argument: repeat each Argument) in
    let description = description()
    reportUnimplemented(
      description, arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: 0
    )
    return UnimplementedPlaceholder.value(for: description, file: filePath, line: line)
  }
}

/// An asynchronous closure that reports an issue when it is called, then returns a placeholder
/// made up for `Result`.
///
/// Deprecated: name the placeholder, `unimplemented("APIClient.fetch", placeholder: [])`.
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented(_:placeholder:)")
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  file filePath: StaticString = #filePath,
  fileID: StaticString = #fileID,
  function: StaticString = #function,
  line: UInt = #line
) -> @Sendable (repeat each Argument) async -> Result {
  return { (argument: repeat each Argument) in
    let description = description()
    reportUnimplemented(
      description, arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: 0
    )
    return UnimplementedPlaceholder.value(for: description, file: filePath, line: line)
  }
}
