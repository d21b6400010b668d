/// Runs `body` and expects it to report at least one issue.
///
/// Issues reported inside do not fail the test; if none is reported, that is itself reported
/// as an issue at the call site. Use it to test the warnings your code gives on misuse.
///
/// ```swift
/// withExpectedIssue {
///   store.send(.row(.element(id: missing, action: .tap)))
/// }
/// ```
///
/// - Parameters:
///   - message: Why the issue is expected; included in the failure when none comes.
///   - isIntermittent: Pass `true` when the issue is reported only sometimes.
///   - fileID: The file the failure names when no issue is reported.
///   - filePath: The file's full path, for XCTest.
///   - line: The line the failure names.
///   - column: The column the failure names.
///   - body: The code expected to report an issue.
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () throws -> Void
) {
  let expectation = IssueExpectation()
  IssueExpectation.$current.withValue(expectation) {
    do {
      try body()
    } catch {
      expectation.fulfill()
    }
  }
  if expectation.fulfillments == 0, !isIntermittent {
    reportIssue(
      expectedIssueMessage(message), fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// Runs the asynchronous `body` and expects it to report at least one issue.
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () async throws -> Void
) async {
  let expectation = IssueExpectation()
  await IssueExpectation.$current.withValue(expectation) {
    do {
      try await body()
    } catch {
      expectation.fulfill()
    }
  }
  if expectation.fulfillments == 0, !isIntermittent {
    reportIssue(
      expectedIssueMessage(message), fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

private func expectedIssueMessage(_ message: String?) -> String {
  var text = "Expected an issue to be reported, but none was."
  if let message, !message.isEmpty { text += " \(message)" }
  return text
}
