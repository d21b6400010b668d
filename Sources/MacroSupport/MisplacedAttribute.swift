import SwiftDiagnostics
import SwiftSyntax

extension MacroMessage {
  /// A macro's attribute on a kind of declaration the macro does not apply to: an error on the
  /// declaration's keyword, with a fix-it that removes the attribute.
  ///
  /// ```swift
  /// MacroMessage.misplaced(
  ///   attribute, on: declaration, macro: "@CasePathable", id: "notAnEnum", appliesTo: "an enum"
  /// )
  /// // '@CasePathable' can only be applied to an enum, not to the struct 'Feature'
  /// ```
  package static func misplaced(
    _ attribute: AttributeSyntax,
    on declaration: some DeclGroupSyntax,
    macro: String,
    id: String,
    appliesTo: String
  ) -> Diagnostic {
    let keyword = declaration.introducer
    let name = declaration.declaredName.map { " '\($0)'" } ?? ""
    return Diagnostic(
      node: keyword,
      message: Self(
        id: id,
        text: "'\(macro)' can only be applied to \(appliesTo), not to the \(keyword.text)\(name)"
      ),
      fixIt: FixIt(
        message: Self(id: "removeAttribute", text: "Remove '\(macro)'"),
        changes: removing(attribute, from: declaration.attributes)
      )
    )
  }
}

/// The changes that delete `attribute` from `attributes`, keeping the declaration's indentation:
/// the trivia before the attribute moves to whatever comes next.
package func removing(_ attribute: AttributeSyntax, from attributes: AttributeListSyntax)
  -> [FixIt.Change]
{
  // The attribute the macro gets may be a copy detached from the declaration: match by text.
  let text = attribute.trimmedDescription
  guard
    let index = attributes.firstIndex(where: { $0.trimmedDescription == text })
  else { return [] }
  var remaining = attributes
  let removed = remaining.remove(at: index)
  if index == attributes.startIndex, let first = remaining.first {
    remaining[remaining.startIndex] = first.with(\.leadingTrivia, removed.leadingTrivia)
  }
  var changes: [FixIt.Change] = [
    .replace(oldNode: Syntax(attributes), newNode: Syntax(remaining))
  ]
  if remaining.isEmpty,
    let next = attributes.lastToken(viewMode: .sourceAccurate)?
      .nextToken(viewMode: .sourceAccurate)
  {
    changes.append(.replaceLeadingTrivia(token: next, newTrivia: removed.leadingTrivia))
  }
  return changes
}
