import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// The compiler plugin that serves CasePaths' macros.
@main
struct CasePathsPlugin: PluginProvider {
  let providingMacros: [Macro.Type] = []

  func resolveMacro(moduleName: String, typeName: String) -> Macro.Type? {
    providingMacros.first { "\($0)" == typeName }
  }

  init() {}

  static func main() {
    let connection = StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(connection: connection, provider: Self())
    listener.main()
  }
}
