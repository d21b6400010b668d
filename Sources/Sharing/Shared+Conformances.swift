import CustomDump
import Observation
import Perception

/// Two shared references are equal when their values are, whether or not they share storage,
/// so that state holding them compares as plain state does.
extension Shared: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

/// A shared reference is identified by its value's id, so a list of them (`[Shared<Todo>]`)
/// can be shown and diffed as a list of the values.
extension Shared: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: Observable {}
extension Shared: Perceptible {}

/// Dumps and diffs show the shared value itself.
extension Shared: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

/// Mirrors show the shared value itself.
extension Shared: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

/// Names the type and what it shares: `Shared<Int>(.inMemory("count"))`,
/// `Shared<Int>(value: 1)`.
extension Shared: CustomStringConvertible {
  public var description: String { "Shared<\(Value.self)>(\(reference.description))" }
}
