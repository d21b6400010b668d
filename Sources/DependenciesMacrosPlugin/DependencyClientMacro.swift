import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DependencyClient`: marks each closure property `@DependencyEndpoint` and adds two
/// memberwise initializers, one with every stored property and one without the endpoints.
public enum DependencyClientMacro {}

extension DependencyClientMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard
      declaration.is(StructDeclSyntax.self),
      let variable = member.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      !variable.isStatic,
      !variable.attributes.contains(named: ["DependencyEndpointIgnored"]),
      let property = ClosureProperty(variable)
    else { return [] }
    // Report a missing or unusable default here, once, rather than from each endpoint expansion.
    if let initializer = property.binding.initializer {
      guard initializer.value.is(ClosureExprSyntax.self) else {
        DependenciesDiagnostic.defaultNotAClosure(initializer.value).forEach(context.diagnose)
        return []
      }
    } else if !property.isThrowing, !property.returnsVoid, !property.returnsOptional {
      context.diagnose(DependenciesDiagnostic.defaultRequired(property))
      return []
    }
    var attributes: [AttributeSyntax] = []
    if !variable.attributes.contains(named: ["DependencyEndpoint"]) {
      attributes.append("@DependencyEndpoint")
    }
    let endpointAttribute = variable.attributes.first {
      guard case .attribute(let attribute) = $0 else { return false }
      return attribute.attributeName.trimmedDescription.hasSuffix("DependencyEndpoint")
    }
    let hasMethodArgument: Bool = {
      guard case .attribute(let attribute)? = endpointAttribute,
        let arguments = attribute.arguments?.as(LabeledExprListSyntax.self)
      else { return false }
      return arguments.contains { $0.label?.text == "method" }
    }()
    // Where there is a labeled method, Apple platforms' autocomplete is steered to it by
    // deprecating the property there; the property stays fine to override and to call.
    if property.hasLabeledParameters || hasMethodArgument {
      for platform in ["iOS", "macOS", "tvOS", "watchOS"] {
        attributes.append(
          """
          @available(\(raw: platform), deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.")
          """
        )
      }
    }
    return attributes
  }
}

extension DependencyClientMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(DependenciesDiagnostic.notAStruct(declaration))
      return []
    }
    var parameters: [InitializerParameter] = []
    var access = Access(structDecl.modifiers) ?? .internal
    for member in structDecl.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic,
        !variable.attributes.contains(named: ["DependencyEndpointIgnored", "Dependency"])
      else { continue }
      for binding in variable.bindings {
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        else { continue }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        if isLet, binding.initializer != nil { continue }
        if binding.isComputed { continue }
        let propertyAccess = Access(variable.modifiers)
        if propertyAccess == .private, binding.initializer != nil { continue }
        access = min(access, propertyAccess ?? .internal)

        let isEndpoint =
          variable.attributes.contains(named: ["DependencyEndpoint"])
          || (!isLet && binding.typeAnnotation?.type.functionType != nil)
        guard
          let type = binding.typeAnnotation?.type.trimmed
            ?? binding.initializer?.value.literalType
        else {
          context.diagnose(
            DependenciesDiagnostic.typeAnnotationRequired(binding, name: identifier.text)
          )
          return []
        }
        var parameterType = type.trimmedDescription
        if let attributed = type.as(AttributedTypeSyntax.self),
          attributed.baseType.is(FunctionTypeSyntax.self)
        {
          let attributes = attributed.attributes.map { $0.trimmedDescription + " " }.joined()
          let specifiers = attributed.specifiers.map { $0.trimmedDescription + " " }.joined()
          parameterType =
            specifiers + attributes + "@escaping " + attributed.baseType.trimmedDescription
        } else if type.is(FunctionTypeSyntax.self) {
          parameterType = "@escaping " + parameterType
        }
        var defaultValue: String?
        if !isEndpoint {
          if let initializer = binding.initializer {
            defaultValue = initializer.value.trimmedDescription
          } else if type.is(OptionalTypeSyntax.self) {
            defaultValue = "nil"
          }
        }
        parameters.append(
          InitializerParameter(
            name: identifier.text, type: parameterType, defaultValue: defaultValue,
            isEndpoint: isEndpoint
          )
        )
      }
    }
    guard parameters.contains(where: \.isEndpoint) else { return [] }
    let modifier = access.modifier
    return [parameters, parameters.filter { !$0.isEndpoint }].map { parameters in
      guard !parameters.isEmpty else { return "\(raw: modifier)init() {\n}" }
      let list = parameters.map(\.declaration).joined(separator: ",\n")
      let assignments = parameters.map { "self.\($0.name) = \($0.name)" }.joined(separator: "\n")
      return "\(raw: modifier)init(\n\(raw: list)\n) {\n\(raw: assignments)\n}"
    }
  }
}

/// One parameter of a generated initializer.
private struct InitializerParameter {
  let name: String
  let type: String
  let defaultValue: String?
  let isEndpoint: Bool

  var declaration: String {
    "\(name): \(type)" + (defaultValue.map { " = \($0)" } ?? "")
  }
}

/// The access levels an initializer can take: the lowest of the struct's and its properties'.
private enum Access: Int, Comparable {
  case `private`, `fileprivate`, `internal`, `package`, `public`

  init?(_ modifiers: DeclModifierListSyntax) {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.private): self = .private
      case .keyword(.fileprivate): self = .fileprivate
      case .keyword(.internal): self = .internal
      case .keyword(.package): self = .package
      case .keyword(.public), .keyword(.open): self = .public
      default: continue
      }
      return
    }
    return nil
  }

  var modifier: String {
    switch self {
    case .private: "private "
    case .fileprivate: "fileprivate "
    case .internal: ""
    case .package: "package "
    case .public: "public "
    }
  }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension VariableDeclSyntax {
  var isStatic: Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }
}

extension PatternBindingSyntax {
  /// Whether the binding is computed (a getter), as opposed to stored, perhaps with observers.
  var isComputed: Bool {
    switch accessorBlock?.accessors {
    case .none: return false
    case .getter: return true
    case .accessors(let accessors):
      return accessors.contains {
        $0.accessorSpecifier.tokenKind == .keyword(.get)
          || $0.accessorSpecifier.tokenKind == .keyword(.unsafeAddress)
          || $0.accessorSpecifier.tokenKind == .keyword(._read)
      }
    @unknown default: return true
    }
  }
}

extension ExprSyntax {
  /// The type of a literal default, for a property written without a type.
  var literalType: TypeSyntax? {
    if self.is(BooleanLiteralExprSyntax.self) { return "Swift.Bool" }
    if self.is(IntegerLiteralExprSyntax.self) { return "Swift.Int" }
    if self.is(FloatLiteralExprSyntax.self) { return "Swift.Double" }
    if self.is(StringLiteralExprSyntax.self) { return "Swift.String" }
    return nil
  }
}
