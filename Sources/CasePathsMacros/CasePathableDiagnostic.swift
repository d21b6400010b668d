import MacroSupport
import SwiftDiagnostics
import SwiftSyntax

/// The errors `@CasePathable` reports.
enum CasePathableDiagnostic {
  /// `@CasePathable` on a struct, class, actor, protocol or extension.
  static func notAnEnum(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax)
    -> Diagnostic
  {
    Message.misplaced(
      attribute, on: declaration, macro: "@CasePathable", id: "notAnEnum", appliesTo: "an enum"
    )
  }

  /// A case name used twice.
  static func duplicateCaseName(_ name: TokenSyntax) -> Diagnostic {
    Diagnostic(
      node: name,
      message: Message(
        id: "duplicateCaseName",
        text: """
          '@CasePathable' cannot give case '\(name.trimmedDescription)' a case path: the name \
          is used by another case; give each case its own name
          """
      )
    )
  }

  /// The messages of this module's macro.
  typealias Message = MacroMessage<CasePathableDiagnostic>
}

extension CasePathableDiagnostic: MacroDiagnosticDomain {
  static var name: String { "CasePathsMacros" }
}
