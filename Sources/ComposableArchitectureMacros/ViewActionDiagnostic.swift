import MacroSupport
import SwiftDiagnostics
import SwiftSyntax

/// What `@ViewAction(for:)` reports.
enum ViewActionDiagnostic {
  typealias Message = ReducerDiagnostic.Message

  /// The type has no `store` to send through: the fix-it adds `let store: StoreOf<Feature>` as
  /// its first member (`public let` in a public type, so the conformance can be public too).
  static func missingStore(
    _ declaration: some DeclGroupSyntax, attribute: AttributeSyntax, feature: String
  ) -> Diagnostic {
    let name = declaration.declaredName.map { "'\($0)' " } ?? ""
    let members = declaration.memberBlock.members
    let indentation =
      members.first?.leadingTrivia.filter {
        if case .newlines = $0 { return false }
        return true
      } ?? [.spaces(2)]
    let specifier =
      declaration.modifiers
      .first { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.package) }
      .map { "\($0.name.text) let" } ?? "let"
    let store = MemberBlockItemSyntax(
      leadingTrivia: Trivia.newline + Trivia(pieces: indentation),
      decl: DeclSyntax("\(raw: specifier) store: StoreOf<\(raw: feature)>")
    )
    var newMembers = members
    newMembers.insert(store, at: newMembers.startIndex)
    if members.isEmpty {
      newMembers = MemberBlockItemListSyntax([store.with(\.trailingTrivia, .newline)])
    }
    return Diagnostic(
      node: declaration.attributes.matching(attribute) ?? attribute,
      message: Message(
        id: "viewActionMissingStore",
        text: "'@ViewAction' requires \(name)to have a 'store' property of type 'Store'"
      ),
      fixIt: FixIt(
        message: Message(id: "addStore", text: "Add 'store'"),
        changes: [.replace(oldNode: Syntax(members), newNode: Syntax(newMembers))]
      )
    )
  }

  /// `store.send(...)` inside a `@ViewAction` type; the fix-it, when the action is a view
  /// action, sends it through the type's own `send`.
  static func directStoreSend(
    _ call: FunctionCallExprSyntax, replacement: FunctionCallExprSyntax?
  ) -> Diagnostic {
    Diagnostic(
      node: call,
      message: Message(
        id: "directStoreSend",
        text: "Do not use 'store.send' directly when using '@ViewAction'",
        severity: .warning
      ),
      fixIts: replacement.map { replacement in
        [
          FixIt(
            message: Message(
              id: "sendViewAction", text: "Call 'send' directly with a view action"
            ),
            changes: [.replace(oldNode: Syntax(call), newNode: Syntax(replacement))]
          )
        ]
      } ?? []
    )
  }
}
