/// A destination for reported issues.
///
/// ``reportIssue(_:fileID:filePath:line:column:)`` hands each issue to every reporter in
/// ``IssueReporters/current``. Conform to send issues somewhere else (a log, a crash reporter).
public protocol IssueReporter: Sendable {
  /// Reports an issue with an optional message.
  func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )

  /// Reports a caught error. By default it reports `Caught error: …` as a message.
  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )
}

extension IssueReporter {
  public func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    reportIssue(
      caughtErrorMessage(error, message()),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The text used when an error is reported as an issue.
func caughtErrorMessage(_ error: any Error, _ message: String?) -> String {
  var text = "Caught error: \(error)"
  if let message, !message.isEmpty { text += ": \(message)" }
  return text
}
