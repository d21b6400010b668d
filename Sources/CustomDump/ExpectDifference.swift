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
/// An `operation` that changes nothing, checked with `changes` that change nothing either, fails
/// with "No difference detected after applying changes."
///
/// - Parameters:
///   - expression: The value, read before and after `operation`.
///   - message: A note put before the failure (`note - Difference: …`).
///   - operation: The work that should change the value; `nil` for a value already changed.
///   - updateExpectingResult: Changes the value read before into the one you expect after.
///   - fileID: The file ID of the call site.
///   - filePath: The file path of the call site.
///   - line: The line of the call site.
///   - column: The column of the call site.
public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  operation: (() throws -> Void)? = nil,
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  do {
    let original = try expression()
    try operation?()
    var expected = original
    try updateExpectingResult(&expected)
    let actual = try expression()
    checkDifference(
      original: original, expected: expected, actual: actual, isExhaustive: operation != nil,
      message: expected != actual || operation != nil ? message() : nil,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  } catch {
    reportIssue(error, fileID: fileID, filePath: filePath, line: line, column: column)
  }
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
///   - message: A note put before the failure (`note - Difference: …`).
///   - operation: The work that should change the value.
///   - updateExpectingResult: Changes the value read before into the one you expect after.
///   - fileID: The file ID of the call site.
///   - filePath: The file path of the call site.
///   - line: The line of the call site.
///   - column: The column of the call site.
nonisolated(nonsending) public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  operation: () async throws -> Void,
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  do {
    let original = try expression()
    try await operation()
    var expected = original
    try updateExpectingResult(&expected)
    let actual = try expression()
    checkDifference(
      original: original, expected: expected, actual: actual, isExhaustive: true,
      message: expected != actual ? message() : nil,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  } catch {
    reportIssue(error, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Reports what an `expectDifference` found: the diff of the expected value against the actual
/// one, or, for an operation that changed nothing the changes closure could see, that nothing
/// changed.
private func checkDifference<T: Equatable>(
  original: T,
  expected: T,
  actual: T,
  isExhaustive: Bool,
  message: String?,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  let note = message.map { "\($0) - " } ?? ""
  guard expected != actual else {
    if isExhaustive, original == actual {
      reportIssue(
        "\(note)No difference detected after applying changes.",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
    return
  }
  reportIssue(
    differenceFailure(expected, actual, labels: ("Expected", "Actual"), message: message)
      ?? """
      \(note)("\(expected)" is not equal to ("\(actual)"), but no difference was detected.
      """,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}
