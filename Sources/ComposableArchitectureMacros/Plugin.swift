import MacroSupport
import SwiftSyntaxMacros

/// The compiler plugin that serves ComposableArchitecture's macros.
@main
struct ComposableArchitecturePlugin: MacroPlugin {
  static var macros: [Macro.Type] {
    [
      ReducerMacro.self,
      ReducerCaseEphemeralMacro.self,
      ReducerCaseIgnoredMacro.self,
      ObservableStateMacro.self,
      ObservationStateTrackedMacro.self,
      ObservationStateIgnoredMacro.self,
      PresentsMacro.self,
      ViewActionMacro.self,
    ]
  }
}
