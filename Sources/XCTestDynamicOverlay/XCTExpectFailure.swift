/// Runs `failingBlock` and expects it to fail: the old name of `withExpectedIssue`.
///
/// Issues reported inside do not fail the test; with `strict` (the default) a block that
/// reports none is itself a failure. XCTest on Apple platforms has a function of this name;
/// there this one is deprecated and disfavored, so XCTest's wins.
///
/// - Parameters:
///   - failureReason: Why the failure is expected.
///   - enabled: Pass `false` to run the block with no expectation.
///   - strict: Pass `false` when the failure happens only sometimes.
///   - file: The file path of the call site, where a block that reports nothing is reported.
///   - line: The line of the call site.
///   - failingBlock: The code expected to report an issue.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_disfavoredOverload
@available(iOS, deprecated: 9999, message: "Use 'withExpectedIssue', instead.")
@available(macOS, deprecated: 9999, message: "Use 'withExpectedIssue', instead.")
@available(tvOS, deprecated: 9999, message: "Use 'withExpectedIssue', instead.")
@available(watchOS, deprecated: 9999, message: "Use 'withExpectedIssue', instead.")
public func XCTExpectFailure(
  _ failureReason: String? = nil,
  enabled: Bool? = nil,
  strict: Bool? = nil,
  file: StaticString = #filePath,
  line: UInt = #line,
  failingBlock: () throws -> Void
) rethrows {
  guard enabled ?? true else { return try failingBlock() }
  // NB: the old signature has no file ID; the path stands in for it in runtime warnings.
  let path = file
  // NB: `withExpectedIssue` treats a thrown error as the expected issue, so nothing escapes it;
  // the signature stays `rethrows` to match the old one.
  withExpectedIssue(
    failureReason, isIntermittent: !(strict ?? true), fileID: path, filePath: file, line: line,
    column: 0
  ) {
    try failingBlock()
  }
}
