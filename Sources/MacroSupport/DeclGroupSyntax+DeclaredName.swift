import SwiftSyntax

extension DeclGroupSyntax {
  /// The declared (or, for an extension, extended) type's name, for a diagnostic to name it:
  /// `"Feature"` for `struct Feature {}` and for `extension Feature {}`.
  package var declaredName: String? {
    if let decl = self.asProtocol(NamedDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
    return nil
  }
}
