import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@CasePathable`: gives an enum one `AnyCasePath` per case, `allCasePaths`, `caseName(for:)`,
/// the `CasePathable` and `CasePathIterable` conformances, and an `AllCasePaths` that names a
/// value's case (`CasePathReflectable`) and lists every case path (`Sequence`).
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
    // Only the protocols the type lacks: a hand-written `CasePathable` conformance stays, and
    // gains `CasePathIterable`.
    let requested = Set(protocols.compactMap { $0.trimmedDescription.split(separator: ".").last })
    let missing = ["CasePathable", "CasePathIterable"].filter { requested.contains(Substring($0)) }
    guard !missing.isEmpty else { return [] }
    let conformances = missing.map { "CasePaths.\($0)" }.joined(separator: ", ")
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances) {}")]
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
    // A payload (or the enum itself) naming a type that `AllCasePaths`'s conformances shadow
    // inside it names it there through an alias declared in the enum, where the name still means
    // what the enum means by it.
    var shadowed = shadowedNames(in: cases)
    let enumIsShadowed = SelfRewriter.shadowedNames.contains(enumName)
    if enumIsShadowed, !shadowed.contains(enumName) {
      shadowed.append(enumName)
    }
    let aliases = shadowed.map { name -> DeclSyntax in
      "\(raw: access)typealias \(raw: shadowedNameAlias(name)) = \(raw: name)"
    }
    let renderer = CasePathRenderer(
      enumName: enumIsShadowed ? shadowedNameAlias(enumName) : enumName,
      access: access,
      isGenericContext: isGenericContext
    )
    let properties = cases.render(renderer.property)
    let names = cases.render(renderer.nameCheck)
    let members = [
      renderer.reflection(cases),
      properties,
      renderer.iteration(cases),
    ].filter { !$0.isEmpty }.joined(separator: "\n")

    let allCasePathsConformances =
      "CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence"
    return aliases + [
      """
      \(raw: access)struct AllCasePaths: \(raw: allCasePathsConformances) {
      \(raw: members)
      }
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
