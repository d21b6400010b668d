import MacroSupport
import SwiftDiagnostics
import SwiftSyntax

/// The errors `@CasePathable` reports.
enum CasePathableDiagnostic {
  /// `@CasePathable` on a struct, class, actor, protocol or extension.
  static func notAnEnum(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax)
    -> Diagnostic
  {
    let keyword = declaration.introducer
    let kind = keyword.text
    let name = declaration.declaredName.map { " '\($0)'" } ?? ""
    return Diagnostic(
      node: keyword,
      message: Message(
        id: "notAnEnum",
        text: "'@CasePathable' can only be applied to an enum, not to the \(kind)\(name)"
      ),
      fixIt: FixIt(
        message: Message(id: "removeAttribute", text: "Remove '@CasePathable'"),
        changes: removing(attribute, from: declaration)
      )
    )
  }

  /// The changes that delete `attribute`, keeping the declaration's indentation: the trivia
  /// before the attribute moves to whatever comes next.
  static func removing(_ attribute: AttributeSyntax, from declaration: some DeclGroupSyntax)
    -> [FixIt.Change]
  {
    // The attribute may be a copy detached from the declaration: compare the text.
    let text = attribute.trimmedDescription
    let attributes = declaration.attributes
    var remaining = attributes.filter { $0.trimmedDescription != text }
    let wasFirst = attributes.first?.trimmedDescription == text
    if wasFirst, let first = remaining.first {
      remaining[remaining.startIndex] = first.with(\.leadingTrivia, attribute.leadingTrivia)
    }
    var changes: [FixIt.Change] = [
      .replace(oldNode: Syntax(attributes), newNode: Syntax(remaining))
    ]
    if remaining.isEmpty,
      let next = attributes.lastToken(viewMode: .sourceAccurate)?.nextToken(
        viewMode: .sourceAccurate)
    {
      changes.append(
        .replaceLeadingTrivia(token: next, newTrivia: attribute.leadingTrivia + next.leadingTrivia)
      )
    }
    return changes
  }

  /// A case name used twice.
  static func duplicateCaseName(_ name: TokenSyntax) -> Diagnostic {
    Diagnostic(
      node: name,
      message: Message(
        id: "duplicateCaseName",
        text: """
          '@CasePathable' cannot give case '\(name.trimmedDescription)' a case path: the name \
          is used by another case; give each case its own name
          """
      )
    )
  }

  /// The messages of this module's macro.
  typealias Message = MacroMessage<CasePathableDiagnostic>
}

extension CasePathableDiagnostic: MacroDiagnosticDomain {
  static var name: String { "CasePathsMacros" }
}
