import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseIgnored`: marks a case of a `@Reducer` enum that is not a child reducer.
///
/// The marker adds nothing: `@Reducer` reads it and copies the case into `State` as written, gives
/// it an uninhabited (`Never`) action and no `Scope`. `@Reducer` puts it by itself on cases with no
/// payload or with several values; a case of one value that is not a reducer needs it written.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
