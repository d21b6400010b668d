import MacroSupport
import SwiftSyntaxMacros

/// The compiler plugin that serves Perception's macros.
@main
struct PerceptionPlugin: MacroPlugin {
  static var macros: [Macro.Type] {
    [
      PerceptibleMacro.self,
      PerceptionTrackedMacro.self,
      PerceptionIgnoredMacro.self,
    ]
  }
}
