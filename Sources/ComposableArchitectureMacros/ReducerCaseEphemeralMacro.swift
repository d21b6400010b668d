import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseEphemeral`: marks a case of a `@Reducer` enum whose payload is state with no
/// reducer of its own (an alert, a confirmation dialog).
///
/// The marker adds nothing: `@Reducer` reads it and keeps the payload's type as the case's state,
/// with no `Scope` in the enum's body. `@Reducer` puts it on `AlertState` and
/// `ConfirmationDialogState` cases by itself.
public enum ReducerCaseEphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
