import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DependencyEntry`: registers a `DependencyValues` property with a key type made for it, whose
/// test value is the property's initial value and whose live and preview values are the
/// attribute's `liveValue:` and `previewValue:`.
public enum DependencyEntryMacro {}

extension DependencyEntryMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    // A wrong declaration is diagnosed once, by the peer expansion.
    guard let entry = Entry(node: node, declaration: declaration, context: context),
      entry.hasAValue
    else { return [] }
    let key = entry.keyName
    return [
      """
      get {
      self[\(raw: key).self]
      }
      """,
      """
      set {
      self[\(raw: key).self] = newValue
      }
      """,
    ]
  }
}

extension DependencyEntryMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let entry = Entry(node: node, declaration: declaration, context: context) else {
      context.diagnose(DependenciesDiagnostic.entryMisplaced(node))
      return []
    }
    guard entry.hasAValue else {
      context.diagnose(DependenciesDiagnostic.entryWithoutValue(entry.binding))
      return []
    }
    var members: [String] = []
    let access = entry.memberAccess.map { "\($0) " } ?? ""
    let values = [
      ("liveValue", entry.liveValue), ("previewValue", entry.previewValue),
      ("testValue", entry.binding.initializer?.value),
    ]
    if let type = entry.binding.typeAnnotation?.type.trimmedDescription {
      members.append("\(access)typealias Value = \(type)")
      for case let (name, value?) in values {
        members.append("\(access)static var \(name): Value { \(value.trimmedDescription) }")
      }
    } else {
      // The value's type comes from the expression, which a computed property cannot infer
      // from; the attribute makes the stored-looking declaration computed.
      for case let (name, value?) in values {
        members.append(
          "@DependenciesMacros._DependencyEntryDefaultValue \(access)static var \(name) = "
            + value.trimmedDescription
        )
      }
    }
    let conformance = entry.liveValue == nil ? "TestDependencyKey" : "DependencyKey"
    return [
      """
      \(raw: entry.keyAccess) nonisolated enum \(raw: entry.keyName): Dependencies.\(raw: conformance) {
      \(raw: members.joined(separator: "\n"))
      }
      """
    ]
  }
}

/// `@_DependencyEntryDefaultValue`: makes `static var name = value` computed, so each read makes
/// the value anew and no mutable static is stored.
public enum DependencyEntryDefaultValueMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let value = declaration.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
    else { return [] }
    return [
      """
      get {
      \(value.trimmed)
      }
      """
    ]
  }
}

/// A `var` in an extension of `DependencyValues`, with what its attribute says.
private struct Entry {
  let variable: VariableDeclSyntax
  let binding: PatternBindingSyntax
  let identifier: TokenSyntax
  let liveValue: ExprSyntax?
  let previewValue: ExprSyntax?
  let customKeyName: String?

  init?(
    node: AttributeSyntax, declaration: some DeclSyntaxProtocol, context: some MacroExpansionContext
  ) {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1,
      let binding = variable.bindings.first,
      binding.accessorBlock == nil,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      let extensionDecl = context.lexicalContext.first?.as(ExtensionDeclSyntax.self),
      Self.names(extensionDecl.extendedType, "DependencyValues")
    else { return nil }
    self.variable = variable
    self.binding = binding
    self.identifier = identifier.trimmed
    var liveValue: ExprSyntax?
    var previewValue: ExprSyntax?
    var customKeyName: String?
    for argument in node.arguments?.as(LabeledExprListSyntax.self) ?? [] {
      switch argument.label?.text {
      case "liveValue": liveValue = argument.expression
      case "previewValue": previewValue = argument.expression
      case nil:
        customKeyName =
          argument.expression.as(StringLiteralExprSyntax.self)?
          .representedLiteralValue
      default: continue
      }
    }
    self.liveValue = liveValue
    self.previewValue = previewValue
    self.customKeyName = customKeyName
  }

  /// `DependencyValues` or `Dependencies.DependencyValues`.
  private static func names(_ type: TypeSyntax, _ name: String) -> Bool {
    type.as(IdentifierTypeSyntax.self)?.name.text == name
      || type.as(MemberTypeSyntax.self)?.name.text == name
  }

  /// The key needs a test value (the initial value) or a live value to fall back on.
  var hasAValue: Bool { binding.initializer != nil || liveValue != nil }

  /// `public` or `package`, when the property is.
  var visibility: String? {
    variable.modifiers.first {
      $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.package)
    }?.name.text
  }

  /// A public or package entry gets a key others can name, as does one given a name; any other
  /// gets a private key no one else sees.
  var keyName: String {
    if let customKeyName { return customKeyName }
    guard visibility != nil else { return "__Key_\(bareName)" }
    if let type = binding.typeAnnotation?.type, let name = Self.keyName(of: type) {
      return "\(name)Key"
    }
    return "\(bareName.prefix(1).uppercased())\(bareName.dropFirst())Key"
  }

  var keyAccess: String {
    guard customKeyName != nil || visibility != nil else { return "private" }
    return visibility ?? "private"
  }

  /// A named key is public even for an internal property; a private one needs nothing.
  var memberAccess: String? {
    visibility ?? (customKeyName != nil ? "public" : nil)
  }

  /// The property's name without backticks.
  private var bareName: String {
    String(identifier.text.filter { $0 != "`" })
  }

  /// The names in a type, joined: `any APIClient` gives `APIClient`, `[String: Int]`
  /// `StringInt`.
  private static func keyName(of type: TypeSyntax) -> String? {
    if let type = type.as(IdentifierTypeSyntax.self) { return type.name.text }
    if let type = type.as(MemberTypeSyntax.self) { return type.name.text }
    if let type = type.as(SomeOrAnyTypeSyntax.self) { return keyName(of: type.constraint) }
    if let type = type.as(OptionalTypeSyntax.self) { return keyName(of: type.wrappedType) }
    if let type = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return keyName(of: type.wrappedType)
    }
    if let type = type.as(ArrayTypeSyntax.self) { return keyName(of: type.element) }
    if let type = type.as(AttributedTypeSyntax.self) { return keyName(of: type.baseType) }
    if let type = type.as(DictionaryTypeSyntax.self) {
      guard let key = keyName(of: type.key), let value = keyName(of: type.value) else {
        return nil
      }
      return key + value
    }
    let parts: [String]
    if let type = type.as(TupleTypeSyntax.self) {
      parts = type.elements.compactMap { keyName(of: $0.type) }
    } else if let type = type.as(CompositionTypeSyntax.self) {
      parts = type.elements.compactMap { keyName(of: $0.type) }
    } else {
      return nil
    }
    return parts.isEmpty ? nil : parts.joined()
  }
}
