import SwiftSyntaxMacros

@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// The compiler plugin that serves CasePaths' macros.
@main
struct CasePathsPlugin: PluginProvider {
  let macros: [String: any Macro.Type] = [:]

  var features: [PluginFeature] { [.loadPluginLibrary] }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard let macro = macros[typeName] else { throw UnknownMacro(name: typeName) }
    return macro
  }

  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
    throw UnknownMacro(name: moduleName)
  }

  struct UnknownMacro: Error, CustomStringConvertible {
    let name: String
    var description: String { "CasePathsMacros provides no macro named '\(name)'" }
  }

  static func main() throws {
    let connection = try StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(connection: connection, provider: Self())
    try listener.main()
  }
}
