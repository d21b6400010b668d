import IssueReporting

/// Expects two values to be equal, and on failure reports the ``diff(_:_:format:)`` between them.
///
/// Where `#expect(a == b)` prints both values whole, this prints only what differs:
///
/// ```swift
/// expectNoDifference(user, User(id: 42, name: "Blob, Esq."))
/// ```
/// ```text
/// expectNoDifference failed: …
///
///     User(
///       id: 42,
///   −   name: "Blob"
///   +   name: "Blob, Esq."
///     )
///
/// (First: −, Second: +)
/// ```
///
/// The issue goes through `reportIssue`, so it fails the running Swift Testing or XCTest test
/// (and prints a runtime warning outside tests). An error thrown by either expression is reported
/// the same way.
///
/// - Parameters:
///   - expression1: The first value; its lines are marked `−`.
///   - expression2: The second value; its lines are marked `+`.
///   - message: A note appended to the failure.
///   - fileID: The file ID of the call site.
///   - filePath: The file path of the call site.
///   - line: The line of the call site.
///   - column: The column of the call site.
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let failure: String?
  do {
    failure = differenceFailure(
      "expectNoDifference",
      try expression1(),
      try expression2(),
      labels: ("First", "Second"),
      message: message()
    )
  } catch {
    failure = "expectNoDifference failed: threw error \"\(error)\""
  }
  guard let failure else { return }
  reportIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The failure message of a failed difference expectation, or `nil` when the values are equal.
///
/// The diff uses ``DiffFormat/proportional`` because test failures are mostly read in
/// proportional fonts.
func differenceFailure<T: Equatable>(
  _ function: String,
  _ expected: T,
  _ actual: T,
  labels: (first: String, second: String),
  message: String?
) -> String? {
  guard expected != actual else { return nil }
  let format = DiffFormat.proportional
  let note = message.flatMap { $0.isEmpty ? nil : " - \($0)" } ?? ""
  guard let difference = diff(expected, actual, format: format) else {
    return """
      \(function) failed: ("\(expected)") is not equal to ("\(actual)"), but no difference was \
      detected.\(note)
      """
  }
  return """
    \(function) failed: …

    \(difference.indenting(by: 2))

    (\(labels.first): \(format.first), \(labels.second): \(format.second))\(note)
    """
}
