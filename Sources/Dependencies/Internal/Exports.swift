// Dependencies' values and their test doubles come from these modules: a client that imports
// Dependencies gets `TestClock`, `LockIsolated`, `reportIssue` and the old `XCTFail` with it, as
// with Point-Free's.
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import IssueReporting
@_exported import XCTestDynamicOverlay
