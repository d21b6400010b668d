import Testing

/// Records issues in the Swift Testing test that is running on the current task.
///
/// Swift Testing ships with the toolchain as a shared library, so linking it costs an
/// application nothing but the load; it is only called while a test runs.
enum SwiftTestingBridge {
  /// Whether the current task belongs to a Swift Testing test.
  static var isRunningTest: Bool { Test.current != nil }

  static func record(
    _ message: String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    // A failed expectation, the kind of issue upstream records. Its message is a comment, not
    // the expression as upstream has it: Swift Testing 6.3 writes an issue's severity after the
    // expression ("Expectation failed: <message> (error)"), so only a message written last keeps
    // upstream's `description.hasSuffix(message)` matchers true
    // ("Expectation failed: reportIssue (error): <message>").
    __checkValue(
      false,
      expression: .__fromSyntaxNode("reportIssue"),
      comments: message.map { $0.isEmpty ? [] : [Comment(rawValue: $0)] } ?? [],
      isRequired: false,
      sourceLocation: sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    .__expected()
  }

  static func record(
    _ error: any Error,
    _ message: String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    Issue.record(
      error,
      message.map(Comment.init(rawValue:)),
      sourceLocation: sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs `body` inside Swift Testing's `withKnownIssue`, so that issues recorded there, by
  /// ``reportIssue(_:fileID:filePath:line:column:)`` or by `Issue.record`, are known issues, and
  /// Swift Testing itself reports a body that records none.
  static func withKnownIssue(
    _ message: String?,
    isIntermittent: Bool,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt,
    _ body: () throws -> Void
  ) {
    let location = sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    Testing.withKnownIssue(
      message.map(Comment.init(rawValue:)),
      isIntermittent: isIntermittent,
      sourceLocation: location,
      body
    )
  }

  /// The asynchronous form of ``withKnownIssue(_:isIntermittent:fileID:filePath:line:column:_:)``.
  static func withKnownIssue(
    _ message: String?,
    isIntermittent: Bool,
    isolation: isolated (any Actor)?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt,
    _ body: () async throws -> Void
  ) async {
    let location = sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await Testing.withKnownIssue(
      message.map(Comment.init(rawValue:)),
      isIntermittent: isIntermittent,
      isolation: isolation,
      sourceLocation: location,
      body
    )
  }

  private static func sourceLocation(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> SourceLocation {
    SourceLocation(
      fileID: "\(fileID)",
      filePath: "\(filePath)",
      line: max(Int(line), 1),
      column: max(Int(column), 1)
    )
  }
}
