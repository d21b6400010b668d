import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@CasePathable`: gives an enum one `AnyCasePath` per case, `allCasePaths`, `caseName(for:)`
/// and the `CasePathable` conformance.
public enum CasePathableMacro {}

extension CasePathableMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // The compiler lists only the protocols the type does not conform to yet; the member role
    // reports the error for a non-enum, once.
    guard let enumDecl = declaration.as(EnumDeclSyntax.self), !protocols.isEmpty else {
      return []
    }
    // With duplicate case names there are no case paths, so no conformance either: the member
    // role's diagnostic is the one error the user sees.
    var duplicates: [Diagnostic] = []
    EnumCases(enumDecl.memberBlock.members).checkDuplicates(seen: [], into: &duplicates)
    guard duplicates.isEmpty else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): CasePaths.CasePathable {}")]
  }
}

extension CasePathableMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(CasePathableDiagnostic.notAnEnum(declaration, attribute: node))
      return []
    }
    let cases = EnumCases(enumDecl.memberBlock.members)
    var duplicates: [Diagnostic] = []
    cases.checkDuplicates(seen: [], into: &duplicates)
    guard duplicates.isEmpty else {
      duplicates.forEach(context.diagnose)
      return []
    }

    let enumName = enumDecl.name.trimmedDescription
    let access = accessModifier(of: enumDecl)
    let isGenericContext =
      enumDecl.genericParameterClause != nil
      || context.lexicalContext.contains { parent in
        if parent.is(ExtensionDeclSyntax.self) { return true }
        return parent.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause != nil
      }
    let renderer = CasePathRenderer(
      enumName: enumName,
      access: access,
      isGenericContext: isGenericContext
    )
    let properties = cases.render(renderer.property)
    let names = cases.render(renderer.nameCheck)

    return [
      """
      \(raw: access)struct AllCasePaths: Sendable {\(raw: properties.isEmpty ? "" : "\n" + properties + "\n")}
      """,
      """
      \(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }
      """,
      """
      \(raw: access)static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<\(raw: enumName)>) -> String? {
      \(raw: names)\(raw: names.isEmpty ? "" : "\n")return nil
      }
      """,
    ]
  }

  /// The access modifier the generated members need, with its trailing space: public and package
  /// enums expose their case paths at the same level, any other enum keeps the default.
  static func accessModifier(of enumDecl: EnumDeclSyntax) -> String {
    for modifier in enumDecl.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }
}
