import SwiftDiagnostics
import SwiftSyntax

/// The errors `@CasePathable` reports.
enum CasePathableDiagnostic {
  /// `@CasePathable` on a struct, class, actor, protocol or extension.
  static func notAnEnum(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax)
    -> Diagnostic
  {
    let (keyword, kind) = declaration.introducer
    let name = declaration.typeName.map { " '\($0)'" } ?? ""
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

  struct Message: DiagnosticMessage, FixItMessage {
    let id: String
    let text: String

    var message: String { text }
    var diagnosticID: MessageID { MessageID(domain: "CasePathsMacros", id: id) }
    var fixItID: MessageID { diagnosticID }
    var severity: DiagnosticSeverity { .error }
  }
}

extension DeclGroupSyntax {
  /// The keyword that introduces the declaration and what to call it in a message.
  var introducer: (keyword: TokenSyntax, kind: String) {
    if let decl = self.as(StructDeclSyntax.self) { return (decl.structKeyword, "struct") }
    if let decl = self.as(ClassDeclSyntax.self) { return (decl.classKeyword, "class") }
    if let decl = self.as(ActorDeclSyntax.self) { return (decl.actorKeyword, "actor") }
    if let decl = self.as(ProtocolDeclSyntax.self) { return (decl.protocolKeyword, "protocol") }
    if let decl = self.as(ExtensionDeclSyntax.self) {
      return (decl.extensionKeyword, "extension")
    }
    return (firstToken(viewMode: .sourceAccurate) ?? .keyword(.enum), "declaration")
  }

  /// The declared type's name, if it has one.
  var typeName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ProtocolDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
    return nil
  }
}
