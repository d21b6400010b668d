// XCTestDynamicOverlay is IssueReporting under the name it had before: importing it gives
// `reportIssue`, `unimplemented` and `withExpectedIssue` as well as the old names it keeps.
@_exported import IssueReporting
