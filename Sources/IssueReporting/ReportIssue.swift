/// Reports an issue: something happened that should not have.
///
/// Inside an XCTest test case it fails that test at the caller's line; inside a Swift Testing
/// test it records an issue there; anywhere else it prints a runtime warning,
/// `fileID:line: message`, to standard error and carries on. It never crashes the program
/// (unless a ``IssueReporter/fatalError`` reporter is installed).
///
/// ```swift
/// guard let row = state.rows[id: id] else {
///   reportIssue("Received a row action for a missing row \(id).")
///   return .none
/// }
/// ```
///
/// - Parameters:
///   - message: What went wrong and, where possible, how to fix it.
///   - fileID: The file ID of the call site.
///   - filePath: The file path of the call site.
///   - line: The line of the call site.
///   - column: The column of the call site.
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  if let expectation = IssueExpectation.current {
    if expectation.recordsInSwiftTesting {
      SwiftTestingBridge.record(
        message(), fileID: fileID, filePath: filePath, line: line, column: column
      )
    } else {
      expectation.fulfill()
    }
    return
  }
  let message = message()
  for reporter in IssueReporters.current {
    reporter.reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Reports an error as an issue.
///
/// The same routing as ``reportIssue(_:fileID:filePath:line:column:)``: a test failure in a
/// test, a runtime warning elsewhere.
///
/// - Parameters:
///   - error: The error that was caught.
///   - message: An optional explanation printed with the error.
///   - fileID: The file ID of the call site.
///   - filePath: The file path of the call site.
///   - line: The line of the call site.
///   - column: The column of the call site.
public func reportIssue(
  _ error: any Error,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  if let expectation = IssueExpectation.current {
    if expectation.recordsInSwiftTesting {
      SwiftTestingBridge.record(
        error, message(), fileID: fileID, filePath: filePath, line: line, column: column
      )
    } else {
      expectation.fulfill()
    }
    return
  }
  let message = message()
  for reporter in IssueReporters.current {
    reporter.reportIssue(
      error, message, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
