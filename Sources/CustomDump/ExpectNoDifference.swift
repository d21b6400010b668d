import IssueReporting

/// Expects two values to be equal, and on failure reports the ``diff(_:_:format:)`` between them.
///
/// Where `#expect(a == b)` prints both values whole, this prints only what differs:
///
/// ```swift
/// expectNoDifference(user, User(id: 42, name: "Blob, Esq."))
/// ```
/// ```text
/// Difference: …
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
///   - message: A note put before the failure (`note - Difference: …`).
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
  do {
    let first = try expression1()
    let second = try expression2()
    let message = message()
    guard first != second else { return }
    reportIssue(
      differenceFailure(first, second, labels: ("First", "Second"), message: message)
        ?? """
        ("\(first)" is not equal to ("\(second)"), but no difference was detected.
        """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  } catch {
    reportIssue(error, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The text of a failed expectation: `note - Difference: …`, the proportional diff indented by
/// two spaces, and a legend naming the two sides; `nil` when the diff finds no difference.
func differenceFailure<T>(
  _ lhs: T,
  _ rhs: T,
  labels: (first: String, second: String),
  message: String?
) -> String? {
  let format = DiffFormat.proportional
  guard let difference = diff(lhs, rhs, format: format) else { return nil }
  return """
    \(message.map { "\($0) - " } ?? "")Difference: …

    \(difference.indenting(by: 2))

    (\(labels.first): \(format.first), \(labels.second): \(format.second))
    """
}
