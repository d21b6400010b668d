import MacroSupport
import SwiftSyntaxMacros

/// The compiler plugin that serves Dependencies' macros.
@main
struct DependenciesPlugin: MacroPlugin {
  static var macros: [Macro.Type] {
    [
      DependencyClientMacro.self,
      DependencyEndpointMacro.self,
      DependencyEndpointIgnoredMacro.self,
      DependencyEntryMacro.self,
      DependencyEntryDefaultValueMacro.self,
    ]
  }
}
