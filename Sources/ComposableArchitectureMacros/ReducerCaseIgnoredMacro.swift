import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseIgnored`: marks a case of a `@Reducer` enum that is not a child reducer.
///
/// The marker adds nothing: `@Reducer` reads it and copies the case into `State` as written, gives
/// it an uninhabited (`Never`) action and no `Scope`. `@Reducer` puts it on cases without a payload
/// by itself.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
