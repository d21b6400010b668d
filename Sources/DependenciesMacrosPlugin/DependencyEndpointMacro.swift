import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DependencyEndpoint`: stores a closure property in a private `_name` whose default reports an
/// unimplemented endpoint, and adds a labeled method when the closure's parameters are labeled.
public enum DependencyEndpointMacro {}

extension DependencyEndpointMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard
      let variable = declaration.as(VariableDeclSyntax.self),
      let property = ClosureProperty(variable),
      property.binding.accessorBlock == nil,
      // Without the private storage the peer expansion makes, accessors would only add errors
      // to the one the peer reports.
      (try? methodName(node)) != nil || !hasMethodArgument(node),
      hasUsableDefault(property)
    else { return [] }
    let storage = "_\(property.name)"
    let accessors: [AccessorDeclSyntax] = [
      """
      get {
      \(raw: storage)
      }
      """,
      """
      set {
      \(raw: storage) = newValue
      }
      """,
    ]
    // A default the user wrote is the body of the unimplemented closure in the storage, not a
    // value to store: an init accessor would store it as given, and calling the endpoint would
    // then report nothing. Without one, the property is computed and the default is not stored.
    guard property.binding.initializer == nil else { return accessors }
    let initAccessor: AccessorDeclSyntax = """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
      \(raw: storage) = initialValue
      }
      """
    return [initAccessor] + accessors
  }
}

extension DependencyEndpointMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let property = ClosureProperty(variable)
    else {
      context.diagnose(DependenciesDiagnostic.notAClosure(node))
      return []
    }
    // A property with accessors of its own (`willSet`) keeps its storage; nothing to add.
    guard property.binding.accessorBlock == nil else { return [] }
    guard let (head, body) = defaultBody(of: property, context: context) else { return [] }

    var peers: [DeclSyntax] = []
    let method = try methodName(node)
    if property.hasLabeledParameters || method != nil {
      peers.append(labeledMethod(for: property, named: method ?? property.identifier.text))
    }
    let closure =
      "\(head)\n"
      + #"IssueReporting.reportIssue("Unimplemented: '\(Self.self).\#(property.name)'")"#
      + (body.isEmpty ? "" : "\n" + body) + "\n}"
    peers.append(
      "private var _\(raw: property.name): \(property.type) = \(raw: closure)"
    )
    return peers
  }

  /// Whether the unimplemented default can be made: a closure default is given, or the
  /// signature allows one (a throw, nothing, `nil`).
  static func hasUsableDefault(_ property: ClosureProperty) -> Bool {
    if let initializer = property.binding.initializer {
      return initializer.value.is(ClosureExprSyntax.self)
    }
    return property.isThrowing || property.returnsVoid || property.returnsOptional
  }

  static func hasMethodArgument(_ node: AttributeSyntax) -> Bool {
    node.arguments?.as(LabeledExprListSyntax.self)?.contains { $0.label?.text == "method" }
      ?? false
  }

  /// The statements an unimplemented endpoint runs after reporting its issue: the user's default
  /// closure's body, or what the signature allows (a throw, nothing, `nil`). `nil` (with a
  /// diagnostic) when the endpoint needs a default it was not given.
  static func defaultBody(of property: ClosureProperty, context: some MacroExpansionContext)
    -> (head: String, body: String)?
  {
    if let initializer = property.binding.initializer {
      guard let closure = initializer.value.as(ClosureExprSyntax.self) else {
        DependenciesDiagnostic.defaultNotAClosure(initializer.value).forEach(context.diagnose)
        return nil
      }
      // The user's own parameter names, or anonymous `$0`s, stay usable in the body.
      let usesAnonymousArguments = closure.statements.tokens(viewMode: .sourceAccurate).contains {
        if case .dollarIdentifier = $0.tokenKind { return true }
        return false
      }
      let head =
        closure.signature.map { "{ \($0.trimmedDescription)" }
        ?? (usesAnonymousArguments ? "{" : property.closureHead)
      return (head, userDefaultBody(closure, returnsVoid: property.returnsVoid))
    }
    let head = property.closureHead
    if property.isThrowing {
      return (head, "throw DependenciesMacros.Unimplemented(\"\(property.name)\")")
    }
    if property.returnsVoid { return (head, "") }
    if property.returnsOptional { return (head, "return nil") }
    context.diagnose(DependenciesDiagnostic.defaultRequired(property))
    return nil
  }

  /// The user's default closure's statements, a lone expression made an explicit `return` so the
  /// issue can go first.
  private static func userDefaultBody(_ closure: ClosureExprSyntax, returnsVoid: Bool) -> String {
    let statements = closure.statements.map { $0.trimmedDescription }
    if !returnsVoid, statements.count == 1,
      let only = closure.statements.first, only.item.is(ExprSyntax.self),
      !only.item.trimmedDescription.hasPrefix("fatalError(")
    {
      return "return \(statements[0])"
    }
    return statements.joined(separator: "\n")
  }

  /// `func name(label p0: T, ...) effects -> R { try await self.property(p0, ...) }`.
  static func labeledMethod(for property: ClosureProperty, named name: String) -> DeclSyntax {
    let function = property.function
    var parameters: [String] = []
    var arguments: [String] = []
    for (offset, parameter) in function.parameters.enumerated() {
      let label = parameter.secondName?.text ?? "_"
      parameters.append("\(label) p\(offset): \(parameter.type.trimmedDescription)")
      let type = parameter.type.as(AttributedTypeSyntax.self)
      let isInout = type?.specifiers.contains {
        $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
      }
      let isAutoclosure = type?.attributes.contains(named: ["autoclosure"]) ?? false
      arguments.append(
        isInout == true ? "&p\(offset)" : isAutoclosure ? "p\(offset)()" : "p\(offset)"
      )
    }
    // Global-actor and other attributes of the closure type carry over; `@Sendable` does not
    // apply to a method.
    let attributes =
      property.type.as(AttributedTypeSyntax.self)?.attributes.compactMap { element -> String? in
        guard case .attribute(let attribute) = element,
          attribute.attributeName.trimmedDescription != "Sendable"
        else { return nil }
        return attribute.trimmedDescription + " "
      } ?? []
    let access =
      property.declaration.modifiers.first {
        $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.package)
      }.map { "\($0.name.text) " } ?? ""
    let effects = function.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
    let call =
      (property.isThrowing ? "try " : "") + (property.isAsync ? "await " : "")
      + "self.\(property.identifier.text)(\(arguments.joined(separator: ", ")))"
    return """
      \(raw: attributes.joined())\(raw: access)func \(raw: name)(\(raw: parameters.joined(separator: ", ")))\(raw: effects) \(function.returnClause.trimmed) {
      \(raw: call)
      }
      """
  }

  /// The `method:` argument, checked to be a literal identifier.
  static func methodName(_ node: AttributeSyntax) throws -> String? {
    guard
      let arguments = node.arguments?.as(LabeledExprListSyntax.self),
      let argument = arguments.first(where: { $0.label?.text == "method" })
    else { return nil }
    guard
      let literal = argument.expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1,
      let name = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
    else {
      throw DiagnosticsError(diagnostics: [
        DependenciesDiagnostic.methodNotALiteral(argument.expression)
      ])
    }
    if name.isEmpty { return nil }
    let parsed = Parser.parse(source: name)
    guard parsed.statements.count == 1,
      parsed.statements.first?.item.is(DeclReferenceExprSyntax.self) == true,
      parsed.statements.first?.item.trimmedDescription == name
    else {
      throw DiagnosticsError(diagnostics: [
        DependenciesDiagnostic.methodNotAnIdentifier(argument.expression)
      ])
    }
    return name
  }
}
