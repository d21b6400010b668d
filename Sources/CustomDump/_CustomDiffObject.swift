/// A reference whose diff compares two values it holds (for example a shared value before and
/// after a change) rather than the reference itself.
///
/// Not API for feature code: reference wrappers such as shared state conform so that their
/// changes show up in ``diff(_:_:format:)`` even though both sides are the same object.
public protocol _CustomDiffObject {
  /// The value before and after, in that order.
  var _customDiffValues: (Any, Any) { get }

  /// The type to name in dumps and diffs instead of the values' own, or `nil` to name theirs.
  var _customDiffType: Any.Type? { get }

  /// The identity that marks repeated occurrences of this object in a dump (`#1`, `#2`, …).
  var _objectIdentifier: ObjectIdentifier { get }
}

extension _CustomDiffObject {
  /// Names the values' own type.
  public var _customDiffType: Any.Type? { nil }
}

extension _CustomDiffObject where Self: AnyObject {
  /// The identity of the object itself.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(self) }
}
