import CustomDump
import Observation
import Perception

/// Two shared references are equal when their values are, whether or not they share storage,
/// so that state holding them compares as plain state does.
extension Shared: Equatable where Value: Equatable {
  /// Whether the two values are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    // NB: while a test store asserts, two views of one shared value are what the test expects
    //     and what happened: compare the expectation with the value as it is.
    if SharedChangeTracking.current.asserting != nil,
      lhs.reference.storageID == rhs.reference.storageID
    {
      return lhs.wrappedValue == rhs.reference.actualValue
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

/// A shared reference is identified by its value's id, so a list of them (`[Shared<Todo>]`)
/// can be shown and diffed as a list of the values.
extension Shared: Identifiable where Value: Identifiable {
  /// The id of the value.
  public var id: Value.ID { wrappedValue.id }
}

/// A shared reference is observable: reading its value registers with observation.
extension Shared: Observable {}
/// Perceptible, as Perception code expects of observable values.
extension Shared: Perceptible {}

/// Dumps and diffs show the shared value itself.
extension Shared: CustomDumpRepresentable {
  /// The value.
  public var customDumpValue: Any { wrappedValue }
}

/// Diffs show a shared value as one object: what a test expected of it against what it is.
extension Shared: _CustomDiffObject {
  /// What a test store expects of the value (the value itself outside an assertion), and the
  /// value.
  public var _customDiffValues: (Any, Any) { (wrappedValue, reference.actualValue) }
  /// The identity of the shared value, the same for every view of it.
  public var _objectIdentifier: ObjectIdentifier { reference.storageID }
}

/// Mirrors show the shared value itself.
extension Shared: CustomReflectable {
  /// The value's mirror.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

/// Names the type and what it shares: `Shared<Int>(.inMemory("count"))`,
/// `Shared<Int>(value: 1)`.
extension Shared: CustomStringConvertible {
  /// The type and what it shares.
  public var description: String { "Shared<\(Value.self)>(\(reference.description))" }
}
