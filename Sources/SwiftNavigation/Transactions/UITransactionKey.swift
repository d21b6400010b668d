/// A key for a value of a ``UITransaction``, with the value it reads when none was set.
///
/// ```swift
/// private enum HighlightKey: UITransactionKey {
///   static let defaultValue = false
/// }
/// ```
public protocol UITransactionKey {
  /// The type of the key's value.
  associatedtype Value: Sendable

  /// The value read when the transaction holds none.
  static var defaultValue: Value { get }
}

/// A transaction key whose value changes how an observation's re-run is performed (a UI
/// framework's animation block, for instance): `observe(_:)` runs its
/// closure inside ``perform(value:operation:)`` of every such key the transaction holds.
public protocol _UICustomTransactionKey: UITransactionKey, Sendable {
  /// Runs `operation` as `value` asks.
  static func perform(value: Value, operation: @Sendable () -> Void)
}
