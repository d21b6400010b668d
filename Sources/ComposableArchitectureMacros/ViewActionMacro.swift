import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: conforms a type with a `store` property to
/// `ViewActionSending`, so it can `send` its feature's view actions directly.
///
/// A type without a `store` property gets an error with a fix-it adding
/// `let store: StoreOf<Feature>`, and no conformance (it could not satisfy it). Each
/// `store.send(...)` in the type's own members is a warning: the point of the macro is that the
/// type sends only view actions, through `send`.
public enum ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.hasStoreProperty else {
      context.diagnose(
        ViewActionDiagnostic.missingStore(
          declaration, attribute: node, feature: featureType(of: node) ?? "<#Feature#>"
        )
      )
      return []
    }
    for call in DirectStoreSends(declaration).calls {
      context.diagnose(
        ViewActionDiagnostic.directStoreSend(call.call, replacement: call.replacement))
    }
    // The compiler lists the conformance only when the type does not have it yet.
    guard !protocols.isEmpty else { return [] }
    let availability = declaration.attributes
      .compactMap { element -> String? in
        guard case .attribute(let attribute) = element,
          attribute.attributeName.trimmedDescription == "available"
        else { return nil }
        return attribute.trimmedDescription + " "
      }
      .joined()
    let decl: DeclSyntax = """
      \(raw: availability)extension \(type.trimmed): ComposableArchitecture.ViewActionSending {}
      """
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }

  /// `Feature` from `@ViewAction(for: Feature.self)`.
  static func featureType(of node: AttributeSyntax) -> String? {
    guard
      case .argumentList(let arguments) = node.arguments,
      let argument = arguments.first,
      let access = argument.expression.as(MemberAccessExprSyntax.self),
      access.declName.baseName.text == "self",
      let base = access.base
    else { return nil }
    return base.trimmedDescription
  }
}

extension DeclGroupSyntax {
  /// Whether the type declares a property named `store` (of any type: the conformance checks it).
  var hasStoreProperty: Bool {
    memberBlock.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
      return variable.bindings.contains { binding in
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store"
      }
    }
  }
}

/// The `store.send(...)` and `self.store.send(...)` calls in a type's own members (not in the
/// members of the types nested in it, whose `store` is another property), each with the call
/// that sends its view action through `send` instead, when it sends one.
struct DirectStoreSends {
  struct Call {
    let call: FunctionCallExprSyntax
    let replacement: FunctionCallExprSyntax?
  }

  private(set) var calls: [Call] = []

  init(_ declaration: some DeclGroupSyntax) {
    let finder = Finder(viewMode: .sourceAccurate)
    for member in declaration.memberBlock.members {
      finder.walk(member)
    }
    calls = finder.calls
  }

  private final class Finder: SyntaxVisitor {
    var calls: [Call] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let send = Self.viewSend(replacing: node) {
        calls.append(Call(call: node, replacement: send.flatMap { Self.replacement(node, $0) }))
      }
      return .visitChildren
    }

    /// For a `store.send(...)` call, the expression that calls the type's own `send` (`send` or
    /// `self.send`); `nil` for any other call.
    private static func viewSend(replacing call: FunctionCallExprSyntax) -> ExprSyntax?? {
      guard
        let access = call.calledExpression.as(MemberAccessExprSyntax.self),
        access.declName.baseName.text == "send",
        let base = access.base
      else { return nil }
      if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "store" {
        return .some(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("send"))))
      }
      if let inner = base.as(MemberAccessExprSyntax.self),
        inner.declName.baseName.text == "store",
        inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        return .some(ExprSyntax("self.send"))
      }
      return nil
    }

    /// `send(.x, animation: a)` for `store.send(.view(.x), animation: a)`; `nil` when the first
    /// argument is not a `.view(...)` action.
    private static func replacement(_ call: FunctionCallExprSyntax, _ send: ExprSyntax)
      -> FunctionCallExprSyntax?
    {
      guard
        let first = call.arguments.first, first.label == nil,
        let wrapped = first.expression.as(FunctionCallExprSyntax.self),
        let caseAccess = wrapped.calledExpression.as(MemberAccessExprSyntax.self),
        caseAccess.declName.baseName.text == "view",
        caseAccess.base == nil || caseAccess.base?.trimmedDescription == "Action",
        wrapped.arguments.count == 1,
        let viewAction = wrapped.arguments.first, viewAction.label == nil
      else { return nil }
      var arguments = call.arguments
      arguments[arguments.startIndex] = first.with(
        \.expression, viewAction.expression.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
      )
      return
        call
        .with(\.calledExpression, send.with(\.leadingTrivia, call.calledExpression.leadingTrivia))
        .with(\.arguments, arguments)
    }
  }
}
