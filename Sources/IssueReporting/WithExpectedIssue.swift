/// Runs `body` and expects it to report at least one issue.
///
/// Issues reported inside do not fail the test; if none is reported, that is itself reported
/// as an issue at the call site: `Known issue was not recorded`, followed by `message`. Use it to
/// test the warnings your code gives on misuse.
///
/// ```swift
/// withExpectedIssue {
///   store.send(.row(.element(id: missing, action: .tap)))
/// }
/// ```
///
/// In a Swift Testing test the body runs inside Swift Testing's `withKnownIssue`, so issues it
/// records with `Issue.record` or `#expect` count as well as those of `reportIssue`. A thrown
/// error counts as the issue.
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
  if TestContext.current == .swiftTesting {
    // `reportIssue` records in Swift Testing here whatever the reporters, so it is counted too.
    IssueExpectation.$current.withValue(IssueExpectation(recordsInSwiftTesting: true)) {
      SwiftTestingBridge.withKnownIssue(
        message, isIntermittent: isIntermittent, fileID: fileID, filePath: filePath, line: line,
        column: column, body
      )
    }
    return
  }
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

/// Runs the asynchronous `body` and expects it to report at least one issue, as the synchronous
/// form does.
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
  if TestContext.current == .swiftTesting {
    await IssueExpectation.$current.withValue(IssueExpectation(recordsInSwiftTesting: true)) {
      await SwiftTestingBridge.withKnownIssue(
        message, isIntermittent: isIntermittent, isolation: isolation, fileID: fileID,
        filePath: filePath, line: line, column: column, body
      )
    }
    return
  }
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

/// Worded as Swift Testing words a known issue that did not come, so both contexts read alike.
private func expectedIssueMessage(_ message: String?) -> String {
  "Known issue was not recorded" + (message.map { ": \($0)" } ?? "")
}
