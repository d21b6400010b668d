import IssueReporting

/// Expects an operation to change a value exactly as described.
///
/// The value is read before `operation`, changed by `changes` into what you expect, and compared
/// with the value read after `operation`. Any difference, including a change `changes` did not
/// describe, is reported with its ``diff(_:_:format:)``:
///
/// ```swift
/// var counter = Counter()
/// expectDifference(counter) {
///   counter.increment()
/// } changes: {
///   $0.count = 1
///   $0.isOdd = true
/// }
/// ```
///
/// Leaving out `operation` checks an already changed value against just the fields you set in
/// `changes` (a non-exhaustive check):
///
/// ```swift
/// counter.increment()
/// expectDifference(counter) {
///   $0.count = 1
/// }
/// ```
///
/// - Parameters:
///   - expression: The value, read before and after `operation`.
///   - message: A note appended to the failure.
///   - operation: The work that should change the value.
///   - updateExpectingResult: Changes the value read before into the one you expect after.
///   - fileID: The file ID of the call site.
///   - filePath: The file path of the call site.
///   - line: The line of the call site.
///   - column: The column of the call site.
public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  operation: () throws -> Void = {},
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let failure: String?
  do {
    var expected = try expression()
    try updateExpectingResult(&expected)
    try operation()
    let actual = try expression()
    failure = differenceFailure(
      "expectDifference", expected, actual, labels: ("Expected", "Actual"), message: message()
    )
  } catch {
    failure = "expectDifference failed: threw error \"\(error)\""
  }
  guard let failure else { return }
  reportIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects an asynchronous operation to change a value exactly as described.
///
/// The asynchronous form of
/// ``expectDifference(_:_:operation:changes:fileID:filePath:line:column:)``; it runs on the
/// caller's actor, so the value and closures need not be `Sendable`.
///
/// ```swift
/// await expectDifference(model.count) {
///   await model.incrementButtonTapped()
/// } changes: {
///   $0 = 1
/// }
/// ```
///
/// - Parameters:
///   - expression: The value, read before and after `operation`.
///   - message: A note appended to the failure.
///   - operation: The work that should change the value.
///   - updateExpectingResult: Changes the value read before into the one you expect after.
///   - fileID: The file ID of the call site.
///   - filePath: The file path of the call site.
///   - line: The line of the call site.
///   - column: The column of the call site.
nonisolated(nonsending) public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  operation: () async throws -> Void = {},
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  let failure: String?
  do {
    var expected = try expression()
    try updateExpectingResult(&expected)
    try await operation()
    let actual = try expression()
    failure = differenceFailure(
      "expectDifference", expected, actual, labels: ("Expected", "Actual"), message: message()
    )
  } catch {
    failure = "expectDifference failed: threw error \"\(error)\""
  }
  guard let failure else { return }
  reportIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}
