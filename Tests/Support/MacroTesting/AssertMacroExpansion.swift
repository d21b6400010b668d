import SwiftBasicFormat
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Expands the macros in `source` and checks the expansion, the diagnostics, and the source the
/// diagnostics' fix-its produce; each mismatch is recorded as a test issue at the caller's line
/// with a line diff.
///
/// ```swift
/// assertMacroExpansion(
///   "@CasePathable enum Action { case tap }",
///   expandedSource: """
///     enum Action { case tap ... }
///     """,
///   macros: ["CasePathable": CasePathableMacro.self]
/// )
/// ```
///
/// Extension macros are told the type conforms to nothing yet only when given `macroSpecs` with
/// the conformances; with `macros`, like the compiler for a type that already conforms, they get
/// an empty list.
///
/// - Parameters:
///   - source: The source to expand.
///   - expandedSource: The expected source after expansion.
///   - diagnostics: The expected diagnostics, in order.
///   - macros: The macros to expand, by attribute name.
///   - fixedSource: The expected source after applying every fix-it, if fix-its are checked.
///   - testModuleName: The module name macros see.
///   - testFileName: The file name macros see.
///   - indentationWidth: The indentation width used for the expansion.
///   - fileID: The file ID of the call site.
///   - filePath: The file path of the call site.
///   - line: The line of the call site.
///   - column: The column of the call site.
public func assertMacroExpansion(
  _ source: String,
  expandedSource: String,
  diagnostics: [DiagnosticSpec] = [],
  macros: [String: Macro.Type],
  fixedSource: String? = nil,
  testModuleName: String = "TestModule",
  testFileName: String = "test.swift",
  indentationWidth: Trivia = .spaces(2),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  assertMacroExpansion(
    source,
    expandedSource: expandedSource,
    diagnostics: diagnostics,
    macroSpecs: macros.mapValues { MacroSpec(type: $0) },
    fixedSource: fixedSource,
    testModuleName: testModuleName,
    testFileName: testFileName,
    indentationWidth: indentationWidth,
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}

/// Expands the macros in `source` described by `macroSpecs` (macro type and the conformances an
/// extension macro is asked for) and checks the result; see
/// ``assertMacroExpansion(_:expandedSource:diagnostics:macros:fixedSource:testModuleName:testFileName:indentationWidth:fileID:filePath:line:column:)``.
public func assertMacroExpansion(
  _ source: String,
  expandedSource: String,
  diagnostics: [DiagnosticSpec] = [],
  macroSpecs: [String: MacroSpec],
  fixedSource: String? = nil,
  testModuleName: String = "TestModule",
  testFileName: String = "test.swift",
  indentationWidth: Trivia = .spaces(2),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = Testing.SourceLocation(
    fileID: String(describing: fileID),
    filePath: String(describing: filePath),
    line: Int(line),
    column: Int(column)
  )
  let original = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [
      original: .init(moduleName: testModuleName, fullFilePath: testFileName)
    ]
  )
  let expanded = original.expand(
    macroSpecs: macroSpecs,
    contextGenerator: { syntax in
      BasicMacroExpansionContext(
        sharingWith: context,
        lexicalContext: syntax.allMacroLexicalContexts()
      )
    },
    indentationWidth: indentationWidth
  )

  // The expansion.
  let actual = expanded.description.trimmingBlankLines
  let expected = expandedSource.trimmingBlankLines
  if actual != expected {
    record(
      "Macro expansion differs from 'expandedSource' (− expected, + actual):\n"
        + lineDiff(expected: expected, actual: actual),
      sourceLocation: location
    )
  }
  let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: expanded)
  if !syntaxErrors.isEmpty {
    record(
      "The expanded source does not parse:\n"
        + syntaxErrors.map { "  \($0.debugDescription)" }.joined(separator: "\n"),
      sourceLocation: location
    )
  }

  // The diagnostics.
  // Macros see detached copies of the syntax: the context maps their positions back.
  let locate = { (node: Syntax, position: AbsolutePosition) in
    context.location(for: position, anchoredAt: node, fileName: testFileName)
  }
  let produced = context.diagnostics
  if produced.count != diagnostics.count {
    record(
      """
      Expected \(diagnostics.count) diagnostic(s), got \(produced.count):
      \(produced.map { "  " + describe($0, locate) }.joined(separator: "\n"))
      """,
      sourceLocation: location
    )
  } else {
    for (diagnostic, spec) in zip(produced, diagnostics) {
      let mismatches = check(diagnostic, against: spec, locate)
      if !mismatches.isEmpty {
        record(
          "Diagnostic '\(diagnostic.message)' does not match its spec: "
            + mismatches.joined(separator: "; "),
          sourceLocation: location
        )
      }
    }
  }

  // The fix-its.
  if let fixedSource {
    let edits = produced.flatMap { diagnostic in
      diagnostic.fixIts.flatMap { originalEdits(of: $0, diagnostic: diagnostic, locate) }
    }
    let fixed = apply(edits, to: original.description).trimmingBlankLines
    let expectedFixed = fixedSource.trimmingBlankLines
    if fixed != expectedFixed {
      record(
        "Source after fix-its differs from 'fixedSource' (− expected, + actual):\n"
          + lineDiff(expected: expectedFixed, actual: fixed),
        sourceLocation: location
      )
    }
  }
}

/// Records a failure with a message built at run time.
private func record(_ message: String, sourceLocation: Testing.SourceLocation) {
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// What differs between a diagnostic and its spec, one phrase per difference.
private func check(
  _ diagnostic: Diagnostic,
  against spec: DiagnosticSpec,
  _ locate: (Syntax, AbsolutePosition) -> SwiftSyntax.SourceLocation
) -> [String] {
  var mismatches: [String] = []
  if let id = spec.id, diagnostic.diagMessage.diagnosticID != id {
    mismatches.append("id \(diagnostic.diagMessage.diagnosticID), expected \(id)")
  }
  if diagnostic.message != spec.message {
    mismatches.append("message differs, expected '\(spec.message)'")
  }
  let location = locate(diagnostic.node, diagnostic.position)
  if location.line != spec.line || location.column != spec.column {
    mismatches.append(
      "at \(location.line):\(location.column), expected \(spec.line):\(spec.column)"
    )
  }
  if diagnostic.diagMessage.severity != spec.severity {
    mismatches.append(
      "severity \(diagnostic.diagMessage.severity), expected \(spec.severity)"
    )
  }
  let fixIts = diagnostic.fixIts.map(\.message.message)
  let expectedFixIts = spec.fixIts.map(\.message)
  if fixIts != expectedFixIts {
    mismatches.append("fix-its \(fixIts), expected \(expectedFixIts)")
  }
  return mismatches
}

/// `line:column: severity: message` for a failure report.
private func describe(
  _ diagnostic: Diagnostic,
  _ locate: (Syntax, AbsolutePosition) -> SwiftSyntax.SourceLocation
) -> String {
  let location = locate(diagnostic.node, diagnostic.position)
  return
    "\(location.line):\(location.column): \(diagnostic.diagMessage.severity): \(diagnostic.message)"
}

/// A fix-it's edits with their ranges moved from the detached copy a macro saw to the original
/// source, each change anchored at the node it touches.
private func originalEdits(
  of fixIt: FixIt,
  diagnostic: Diagnostic,
  _ locate: (Syntax, AbsolutePosition) -> SwiftSyntax.SourceLocation
) -> [SourceEdit] {
  fixIt.changes.flatMap { change -> [SourceEdit] in
    let anchor: Syntax
    switch change {
    case .replace(let oldNode, _): anchor = oldNode
    case .replaceLeadingTrivia(let token, _), .replaceTrailingTrivia(let token, _):
      anchor = Syntax(token)
    case .replaceText(_, _, let node): anchor = node
    default: anchor = diagnostic.node
    }
    let shift = locate(anchor, anchor.position).offset - anchor.position.utf8Offset
    return FixIt(message: fixIt.message, changes: [change]).edits.map { edit in
      let lower = AbsolutePosition(utf8Offset: edit.range.lowerBound.utf8Offset + shift)
      let upper = AbsolutePosition(utf8Offset: edit.range.upperBound.utf8Offset + shift)
      return SourceEdit(range: lower..<upper, replacement: edit.replacement)
    }
  }
}

/// Applies source edits to a text, last edit first so earlier offsets stay valid.
private func apply(_ edits: [SourceEdit], to text: String) -> String {
  var bytes = Array(text.utf8)
  for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
    let range = edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset
    bytes.replaceSubrange(range, with: edit.replacementBytes)
  }
  return String(decoding: bytes, as: UTF8.self)
}

extension StringProtocol {
  /// The text without the blank lines and trailing spaces that surround it.
  fileprivate var trimmingBlankLines: String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
