/// Extraction for case paths made from an enum's case constructor alone (`/Action.child`), the
/// form CasePaths had before `@CasePathable`.
///
/// Only the embed function is known, so extraction reflects: the root's payload is read with a
/// `Mirror`, embedded again with the function, and kept when the result lands in the root's case.
/// That costs a mirror per extraction and misses enums with a custom `Mirror`; case key paths
/// cost neither, which is why this form is deprecated.
enum EmbedReflection {
  /// The payload of `root` when `root` is in the case `embed` builds.
  static func extract<Root, Value>(
    from root: Root,
    embed: (Value) -> Root
  ) -> Value? {
    guard
      let rootTag = enumTag(root),
      let payload = Mirror(reflecting: root).children.first?.value,
      let value = Self.value(payload, as: Value.self),
      enumTag(embed(value)) == rootTag
    else { return nil }
    return value
  }

  /// `payload` as a `Value`: itself, or the one element of a 1-tuple, which is how a case with
  /// one labeled associated value (`case authenticated(token: String)`) reflects its payload.
  static func value<Value>(_ payload: Any, as _: Value.Type) -> Value? {
    if let value = payload as? Value { return value }
    let mirror = Mirror(reflecting: payload)
    guard mirror.displayStyle == .tuple, mirror.children.count == 1 else { return nil }
    return mirror.children.first?.value as? Value
  }

  /// Whether `root` is in the same case as `value`, for cases with no payload.
  static func isInCase<Root>(_ root: Root, of value: Root) -> Bool {
    guard let tag = enumTag(root) else { return false }
    return enumTag(value) == tag
  }
}
