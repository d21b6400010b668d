import MacroSupport
import SwiftSyntaxMacros

/// The compiler plugin that serves CasePaths' macros.
@main
struct CasePathsPlugin: MacroPlugin {
  static var macros: [Macro.Type] { [CasePathableMacro.self] }
}
