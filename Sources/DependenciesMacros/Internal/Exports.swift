// As with Point-Free's library, a file that imports DependenciesMacros to declare a client can
// write `unimplemented`, `reportIssue` and `XCTFail` in its defaults without another import.
@_exported import IssueReporting
@_exported import XCTestDynamicOverlay
