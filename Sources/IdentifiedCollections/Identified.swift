/// A value paired with an id, making any value `Identifiable`.
///
/// Useful for storing values that have no id of their own in an ``IdentifiedArray``. Reads and
/// writes of the value's properties pass straight through with dynamic member lookup.
///
/// ```swift
/// let names: IdentifiedArrayOf<Identified<String, String>> = [
///   Identified("Blob", id: \.self),
///   Identified("Blob Jr.", id: \.self),
/// ]
/// names[id: "Blob"]?.value  // "Blob"
/// ```
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
  /// The id.
  ///
  /// - Complexity: O(1).
  public let id: ID

  /// The wrapped value.
  ///
  /// - Complexity: O(1).
  public var value: Value

  /// Pairs a value with an id.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - id: Its id.
  /// - Complexity: O(1).
  public init(_ value: Value, id: ID) {
    self.id = id
    self.value = value
  }

  /// Pairs a value with the id a function computes from it.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - id: Computes the id from the value.
  /// - Complexity: O(1) plus the cost of `id`.
  public init(_ value: Value, id: (Value) -> ID) {
    self.init(value, id: id(value))
  }

  /// Pairs a value with the id at a key path of it, such as `\.self`.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - id: The key path from the value to its id.
  /// - Complexity: O(1).
  public init(_ value: Value, id: KeyPath<Value, ID>) {
    self.init(value, id: value[keyPath: id])
  }

  /// Reads and writes a property of the wrapped value.
  ///
  /// - Complexity: O(1).
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension Identified: Equatable where Value: Equatable {}

extension Identified: Hashable where Value: Hashable {}

extension Identified: Sendable where ID: Sendable, Value: Sendable {}

extension Identified: Encodable where ID: Encodable, Value: Encodable {}

extension Identified: Decodable where ID: Decodable, Value: Decodable {}
