import SwiftSyntax
import SwiftSyntaxMacros

/// `@DependencyEndpointIgnored`: a marker that `@DependencyClient` reads; it expands to nothing.
public enum DependencyEndpointIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
