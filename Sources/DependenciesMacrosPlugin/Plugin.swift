@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin that serves Dependencies' macros.
///
/// The toolchain ships no SwiftCompilerPlugin module, so this is the small `@main` that module
/// would provide: it answers the compiler's messages over standard input and output.
@main
struct DependenciesPlugin: PluginProvider {
  /// Every macro this plugin implements.
  let providingMacros: [Macro.Type] = [
    DependencyClientMacro.self,
    DependencyEndpointMacro.self,
    DependencyEndpointIgnoredMacro.self,
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
    "DependenciesMacrosPlugin implements no macro '\(moduleName).\(typeName)'"
  }
}
