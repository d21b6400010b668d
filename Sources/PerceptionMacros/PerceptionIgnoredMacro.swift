import SwiftSyntax
import SwiftSyntaxMacros

/// `@PerceptionIgnored`: a marker `@Perceptible` reads; it adds nothing.
public enum PerceptionIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
