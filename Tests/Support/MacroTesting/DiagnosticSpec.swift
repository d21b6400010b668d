import SwiftDiagnostics

/// A diagnostic a macro expansion is expected to emit, for ``assertMacroExpansion(_:expandedSource:diagnostics:macros:fixedSource:testModuleName:testFileName:indentationWidth:fileID:filePath:line:column:)``.
///
/// Lines and columns are 1-based positions in the original source.
///
/// ```swift
/// DiagnosticSpec(
///   message: "'@CasePathable' can only be applied to an enum, not to the struct 'Foo'",
///   line: 1,
///   column: 15,
///   fixIts: [FixItSpec(message: "Remove '@CasePathable'")]
/// )
/// ```
public struct DiagnosticSpec: Sendable {
  /// The diagnostic's ID, checked only when given.
  public let id: MessageID?
  /// The exact message.
  public let message: String
  /// The 1-based line the diagnostic points at.
  public let line: Int
  /// The 1-based column the diagnostic points at.
  public let column: Int
  /// The expected severity.
  public let severity: DiagnosticSeverity
  /// The fix-its offered, in order.
  public let fixIts: [FixItSpec]

  /// Describes an expected diagnostic.
  ///
  /// - Parameters:
  ///   - id: The diagnostic's ID; `nil` to not check it.
  ///   - message: The exact message.
  ///   - line: The 1-based line in the original source.
  ///   - column: The 1-based column in the original source.
  ///   - severity: The expected severity, `.error` by default.
  ///   - fixIts: The fix-its the diagnostic offers, in order.
  public init(
    id: MessageID? = nil,
    message: String,
    line: Int,
    column: Int,
    severity: DiagnosticSeverity = .error,
    fixIts: [FixItSpec] = []
  ) {
    self.id = id
    self.message = message
    self.line = line
    self.column = column
    self.severity = severity
    self.fixIts = fixIts
  }
}

/// A fix-it a diagnostic is expected to offer, named by its message.
public struct FixItSpec: Sendable {
  /// The fix-it's exact message.
  public let message: String

  /// Describes an expected fix-it.
  ///
  /// - Parameter message: The fix-it's exact message.
  public init(message: String) {
    self.message = message
  }
}
