import CustomDump
import Observation
import Perception

/// Two read-only shared references are equal when their values are.
extension SharedReader: Equatable where Value: Equatable {
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

/// A read-only shared reference is identified by its value's id.
extension SharedReader: Identifiable where Value: Identifiable {
  /// The id of the value.
  public var id: Value.ID { wrappedValue.id }
}

/// A read-only shared reference is observable: reading its value registers with observation.
extension SharedReader: Observable {}
/// Perceptible, as Perception code expects of observable values.
extension SharedReader: Perceptible {}

/// Dumps and diffs show the shared value itself.
extension SharedReader: CustomDumpRepresentable {
  /// The value.
  public var customDumpValue: Any { wrappedValue }
}

/// Diffs show a shared value as one object: what a test expected of it against what it is.
extension SharedReader: _CustomDiffObject {
  /// What a test store expects of the value (the value itself outside an assertion), and the
  /// value.
  public var _customDiffValues: (Any, Any) { (wrappedValue, reference.actualValue) }
  /// The identity of the shared value, the same for every view of it.
  public var _objectIdentifier: ObjectIdentifier { reference.storageID }
}

/// Mirrors show the shared value itself.
extension SharedReader: CustomReflectable {
  /// The value's mirror.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

/// Names the type and what it reads: `SharedReader<Int>(.inMemory("count"))`.
extension SharedReader: CustomStringConvertible {
  /// The type and what it reads.
  public var description: String { "SharedReader<\(Value.self)>(\(reference.description))" }
}
