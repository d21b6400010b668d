@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// A compiler plugin that serves a list of macros: what each of Arbor's macro targets is.
///
/// The toolchain ships no SwiftCompilerPlugin module, so this is the small `@main` that module
/// would provide: a conforming type names its macros, and `main()` answers the compiler's
/// messages over standard input and output.
///
/// ```swift
/// @main
/// struct CasePathsPlugin: MacroPlugin {
///   static let macros: [Macro.Type] = [CasePathableMacro.self]
/// }
/// ```
package protocol MacroPlugin: PluginProvider {
  /// Every macro this plugin implements.
  static var macros: [Macro.Type] { get }

  init()
}

extension MacroPlugin {
  /// The macro the compiler names, found by its type name.
  package func resolveMacro(moduleName: String, typeName: String) throws -> Macro.Type {
    guard let macro = Self.macros.first(where: { "\($0)" == typeName }) else {
      throw UnknownMacro(plugin: "\(Self.self)", moduleName: moduleName, typeName: typeName)
    }
    return macro
  }

  /// An executable plugin offers no optional feature of the plugin protocol.
  package var features: [PluginFeature] { [] }

  /// An executable plugin loads no library: its macros are linked in.
  package func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
    throw UnknownMacro(plugin: "\(Self.self)", moduleName: moduleName, typeName: libraryPath)
  }

  /// Serves the compiler until it closes the connection.
  package static func main() throws {
    let connection = try StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(connection: connection, provider: Self())
    try listener.main()
  }
}

/// The compiler asked a plugin for a macro type it does not implement.
struct UnknownMacro: Error, CustomStringConvertible {
  let plugin: String
  let moduleName: String
  let typeName: String

  var description: String {
    "\(plugin) implements no macro '\(moduleName).\(typeName)'"
  }
}
