// The case paths CasePaths offered as statics before `@CasePathable`, kept for code that still
// names them. The value's metatype is required to be sendable, as the `@Sendable` closures of a
// case path capture it; every concrete type that is not isolated to an actor is.

extension AnyCasePath where Root == Void {
  /// A path from `()` that always extracts `value`.
  @available(*, deprecated)
  public static func constant(_ value: @autoclosure @escaping @Sendable () -> Value) -> Self {
    AnyCasePath(embed: { _ in }, extract: { _ in value() })
  }
}

extension AnyCasePath where Value == Never {
  /// The path into no case at all: extraction always fails, and nothing can be embedded.
  @available(*, deprecated)
  public static var never: Self {
    noCase
  }
}

extension AnyCasePath where Value: RawRepresentable & SendableMetatype, Root == Value.RawValue {
  /// The path from a raw value to the value it represents, when it represents one.
  @available(*, deprecated)
  public static var rawValue: Self {
    AnyCasePath(embed: { $0.rawValue }, extract: { Value(rawValue: $0) })
  }
}

extension AnyCasePath where Value: LosslessStringConvertible & SendableMetatype, Root == String {
  /// The path from a string to the value it describes, when it describes one.
  @available(*, deprecated)
  public static var description: Self {
    AnyCasePath(embed: { $0.description }, extract: { Value($0) })
  }
}
