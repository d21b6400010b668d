/// A value with an identity of its own, kept when the value is mutated and renewed when it is
/// replaced, such as observable state.
///
/// Not API for feature code. ``diff(_:_:format:)`` marks a value that differs from the one it
/// replaced and has another identity with `@identity` on its first inserted line, so a
/// replacement (which resets whatever depends on the old value) is told apart from a mutation at
/// a glance.
public protocol _CustomDiffIdentity {
  /// The identity: equal for a value and its mutated versions, different for a replacement.
  var _customDiffIdentity: AnyHashable { get }
}
