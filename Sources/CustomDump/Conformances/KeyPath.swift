extension AnyKeyPath: CustomDumpStringConvertible {
  /// The key path as written, `\User.name`, when the runtime can name every component; otherwise
  /// its type, `KeyPath<User, Int>` (a computed component has no stable name to print).
  public var customDumpDescription: String {
    let description = debugDescription
    if !description.contains("<computed") {
      return description
    }
    return """
      \(typeName(type(of: self)))<\
      \(typeName(Self.rootType, genericsAbbreviated: false)), \
      \(typeName(Self.valueType, genericsAbbreviated: false))>
      """
  }
}
