import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Perceptible`: gives a class a `PerceptionRegistrar`, marks its stored properties
/// `@PerceptionTracked`, and conforms it to `Perceptible` and `Observable`.
public enum PerceptibleMacro {}

extension PerceptibleMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let typeName = classNameOrDiagnose(node, declaration, in: context) else { return [] }
    return [
      """
      @PerceptionIgnored private let _$perceptionRegistrar = Perception.PerceptionRegistrar()
      """,
      """
      internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: typeName), Member>) {
      _$perceptionRegistrar.access(self, keyPath: keyPath)
      }
      """,
      """
      internal nonisolated func withMutation<Member, MutationResult>(
      keyPath: KeyPath<\(raw: typeName), Member>,
      _ mutation: () throws -> MutationResult
      ) rethrows -> MutationResult {
      try _$perceptionRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
      }
      """,
    ]
  }

  /// The class's name, or `nil` after reporting that the macro needs a class: a value type has
  /// no identity for observers to follow.
  private static func classNameOrDiagnose(
    _ node: AttributeSyntax,
    _ declaration: some DeclGroupSyntax,
    in context: some MacroExpansionContext
  ) -> String? {
    if let declaration = declaration.as(ClassDeclSyntax.self) {
      return declaration.name.text
    }
    let kind = declaration.introducer.text
    let name = declaration.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""
    context.diagnose(
      Diagnostic(node: node, message: PerceptibleDiagnostic.notAClass(kind: kind, name: name))
    )
    return nil
  }
}

extension PerceptibleMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard
      declaration.is(ClassDeclSyntax.self),
      let property = TrackedProperty(member),
      !property.declaration.attributeNames.contains("PerceptionTracked"),
      // `_name` is the storage of another property by convention.
      !property.name.text.hasPrefix("_")
    else { return [] }
    return ["@PerceptionTracked"]
  }
}

extension PerceptibleMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // The compiler lists only the conformances the class does not have yet.
    guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
    let conformances = protocols.map { protocolType in
      switch protocolType.trimmedDescription {
      case "Perceptible": "Perception.Perceptible"
      case "Observable": "Observation.Observable"
      default: protocolType.trimmedDescription
      }
    }
    let decl: DeclSyntax = """
      extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}
      """
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }
}

/// What `@Perceptible` reports.
enum PerceptibleDiagnostic: DiagnosticMessage {
  case notAClass(kind: String, name: String)

  var message: String {
    switch self {
    case .notAClass(let kind, let name):
      "'@Perceptible' cannot be applied to \(kind) type '\(name)': it needs a class"
    }
  }

  var diagnosticID: MessageID {
    switch self {
    case .notAClass: MessageID(domain: "PerceptionMacros", id: "notAClass")
    }
  }

  var severity: DiagnosticSeverity { .error }
}
