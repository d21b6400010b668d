import CustomDump
import Observation
import Perception

/// Two read-only shared references are equal when their values are.
extension SharedReader: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

/// A read-only shared reference is identified by its value's id.
extension SharedReader: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: Observable {}
extension SharedReader: Perceptible {}

/// Dumps and diffs show the shared value itself.
extension SharedReader: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

/// Mirrors show the shared value itself.
extension SharedReader: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

/// Names the type and what it reads: `SharedReader<Int>(.inMemory("count"))`.
extension SharedReader: CustomStringConvertible {
  public var description: String { "SharedReader<\(Value.self)>(\(reference.description))" }
}
