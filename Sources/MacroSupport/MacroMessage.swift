import SwiftDiagnostics

/// The diagnostic domain of one macro module: the `MessageID` domain of its ``MacroMessage``s.
package protocol MacroDiagnosticDomain {
  /// The domain's name, the macro module's: `"ComposableArchitectureMacros"`.
  static var name: String { get }
}

/// A diagnostic or fix-it message of one of Arbor's macros: an error unless it says otherwise,
/// identified by `id` in its module's domain.
///
/// ```swift
/// enum CasePathsDomain: MacroDiagnosticDomain { static let name = "CasePathsMacros" }
/// typealias Message = MacroMessage<CasePathsDomain>
/// Message(id: "notAnEnum", text: "'@CasePathable' can only be applied to an enum")
/// ```
package struct MacroMessage<Domain: MacroDiagnosticDomain>: DiagnosticMessage, FixItMessage {
  package let id: String
  package let text: String
  package var severity: DiagnosticSeverity

  package init(id: String, text: String, severity: DiagnosticSeverity = .error) {
    self.id = id
    self.text = text
    self.severity = severity
  }

  package var message: String { text }
  package var diagnosticID: MessageID { MessageID(domain: Domain.name, id: id) }
  package var fixItID: MessageID { diagnosticID }
}
