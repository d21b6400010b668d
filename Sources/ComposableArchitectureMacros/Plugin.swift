@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin that serves ComposableArchitecture's macros.
///
/// Like CasePaths' plugin, this is the small `@main` the missing SwiftCompilerPlugin module would
/// provide: it answers the compiler's messages over standard input and output.
@main
struct ComposableArchitecturePlugin: PluginProvider {
  /// Every macro this plugin implements.
  let providingMacros: [Macro.Type] = [
    ReducerMacro.self,
    ReducerCaseEphemeralMacro.self,
    ReducerCaseIgnoredMacro.self,
    ObservableStateMacro.self,
    ObservationStateTrackedMacro.self,
    ObservationStateIgnoredMacro.self,
    PresentsMacro.self,
    ViewActionMacro.self,
  ]

  func resolveMacro(moduleName: String, typeName: String) throws -> Macro.Type {
    guard let macro = providingMacros.first(where: { "\($0)" == typeName }) else {
      throw UnknownMacro(moduleName: moduleName, typeName: typeName)
    }
    return macro
  }

  init() {}

  static func main() throws {
    let connection = try StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(connection: connection, provider: Self())
    try listener.main()
  }
}

/// The compiler asked for a macro type this plugin does not implement.
struct UnknownMacro: Error, CustomStringConvertible {
  let moduleName: String
  let typeName: String

  var description: String {
    "ComposableArchitectureMacros implements no macro '\(moduleName).\(typeName)'"
  }
}
