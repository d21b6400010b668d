import IssueReporting
import Testing

/// Where a non-exhaustive test store's skipped assertions go when it shows them
/// (`.off(showSkippedAssertions: true)`): visible, but never a failure.
///
/// TCA shows them as expected failures. IssueReporting here has no way to say "expected"
/// (its `withExpectedIssue` swallows the issue without a trace), so they are routed here:
/// - inside a Swift Testing test: a known issue (`withKnownIssue`), listed in the results as
///   such, recorded as a failed expectation that reads the message, at the step's line;
/// - elsewhere (XCTest on Linux has no `XCTExpectFailure`, and apps): a runtime warning on
///   standard error, `fileID:line: Skipped assertions.` then the skipped finding;
/// - when ``reporter`` is bound (the test store's own tests): to that reporter only.
enum SkippedAssertionReporting {
  /// A reporter that receives skipped assertions instead of the routes above.
  @TaskLocal static var reporter: (any IssueReporter)?

  static func report(
    _ message: String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    if let reporter {
      reporter.reportIssue(
        message, fileID: fileID, filePath: filePath, line: line, column: column
      )
    } else if Test.current != nil {
      // Recorded as every reported issue is (a failed expectation), then marked known.
      withKnownIssue(isIntermittent: true) {
        _DefaultReporter.default.reportIssue(
          message, fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
    } else {
      _RuntimeWarningReporter.runtimeWarning.reportIssue(
        message, fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }
}
