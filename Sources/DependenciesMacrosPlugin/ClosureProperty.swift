import SwiftSyntax

/// A stored property whose type is a closure: what `@DependencyEndpoint` works on.
struct ClosureProperty {
  let declaration: VariableDeclSyntax
  let binding: PatternBindingSyntax
  /// The name as written, backticks included.
  let identifier: TokenSyntax
  /// The full type as written, attributes included.
  let type: TypeSyntax
  let function: FunctionTypeSyntax

  init?(_ declaration: VariableDeclSyntax) {
    guard
      let binding = declaration.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      let type = binding.typeAnnotation?.type,
      let function = type.functionType
    else { return nil }
    self.declaration = declaration
    self.binding = binding
    self.identifier = identifier.trimmed
    self.type = type.trimmed
    self.function = function.trimmed
  }

  /// The name without backticks, for storage names and messages.
  var name: String { identifier.text.withoutBackticks }

  var isThrowing: Bool { function.effectSpecifiers?.throwsClause != nil }
  var isAsync: Bool { function.effectSpecifiers?.asyncSpecifier != nil }

  var returnsVoid: Bool {
    let type = function.returnClause.type
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Void"
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return member.trimmedDescription == "Swift.Void"
    }
    return type.as(TupleTypeSyntax.self)?.elements.isEmpty == true
  }

  var returnsOptional: Bool {
    let type = function.returnClause.type
    if type.is(OptionalTypeSyntax.self) { return true }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Optional"
    }
    return type.as(MemberTypeSyntax.self)?.name.text == "Optional"
      && type.as(MemberTypeSyntax.self)?.baseType.trimmedDescription == "Swift"
  }

  /// Whether any parameter has a label (`(_ id: Int) -> User`), which earns a labeled method.
  var hasLabeledParameters: Bool {
    function.parameters.contains { $0.secondName != nil }
  }

  /// `{ _, _ in ` for the parameters, or `{` with none: the head of a default closure.
  var closureHead: String {
    let count = function.parameters.count
    guard count > 0 else { return "{" }
    return "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in"
  }
}

extension TypeSyntax {
  /// The function type, seen through attributes such as `@Sendable` and parentheses.
  var functionType: FunctionTypeSyntax? {
    if let function = self.as(FunctionTypeSyntax.self) { return function }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.functionType
    }
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.firstName == nil
    {
      return only.type.functionType
    }
    return nil
  }
}

extension AttributeListSyntax {
  /// Whether an attribute with one of `names` (bare or module-qualified) is present.
  func contains(named names: Set<String>) -> Bool {
    contains { element in
      guard case .attribute(let attribute) = element else { return false }
      let name = attribute.attributeName.trimmedDescription
      return names.contains(name) || names.contains { "DependenciesMacros.\($0)" == name }
    }
  }
}

extension String {
  var withoutBackticks: String {
    guard hasPrefix("`"), hasSuffix("`"), count >= 2 else { return self }
    return String(dropFirst().dropLast())
  }
}
