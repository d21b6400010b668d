import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateIgnored`: keeps a stored property of observable state out of observation.
///
/// The marker adds nothing: `@ObservableState` reads it and leaves the property stored as written,
/// so reading it registers no access and writing it notifies no one. The macros put it on the
/// storage they generate (`_$observationRegistrar`, `_count`, `_destination`).
public enum ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
