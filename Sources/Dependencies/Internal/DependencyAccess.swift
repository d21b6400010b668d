/// What is being read when a default dependency value has to be created: the property's name,
/// where the `@Dependency` was declared, and whether a `withDependencies` closure is changing
/// values.
///
/// It is bound (task-local) only while a default value is created, which happens once per key
/// per context (per test), so reading an overridden or cached dependency never pays for it.
struct DependencyAccess: Sendable {
  @TaskLocal static var current: DependencyAccess?

  /// The `DependencyValues` property read, e.g. `uuid`; `nil` when read by key type.
  var name: String?
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt
  /// Whether the read happens inside a `withDependencies` update closure.
  var isUpdating: Bool

}

/// Where a `@Dependency` property was declared, carried by the values it reads through.
struct DependencySource: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt
}

/// A type's name as written in source, without the module.
func typeName(_ type: Any.Type) -> String {
  let full = String(reflecting: type)
  guard let dot = full.firstIndex(of: "."), !full.hasPrefix("(") else { return full }
  return String(full[full.index(after: dot)...])
}
