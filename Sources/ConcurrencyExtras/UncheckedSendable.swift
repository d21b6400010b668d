/// Marks a value as safe to send across concurrency domains without the compiler checking it.
///
/// For a value you know is used safely but whose type is not (yet) `Sendable`, wrap it rather
/// than silencing checks for a whole module. As a property wrapper it keeps the use sites plain:
///
/// ```swift
/// struct Client: Sendable {
///   @UncheckedSendable var formatter: NumberFormatter
/// }
/// ```
///
/// > Important: The compiler takes your word for it. Races on the wrapped value are yours to
/// > prevent; for shared mutable state, use ``LockIsolated`` instead.
@dynamicMemberLookup
@propertyWrapper
// NB: unchecked by design: the type's documentation puts the burden of safety on the caller.
public struct UncheckedSendable<Value>: @unchecked Sendable {  // NB: the caller vouches
  /// The wrapped value.
  public var value: Value

  /// Wraps a value.
  ///
  /// - Parameter value: The value to treat as sendable.
  public init(_ value: Value) {
    self.value = value
  }

  /// Wraps a value, as a property wrapper.
  ///
  /// - Parameter wrappedValue: The value to treat as sendable.
  public init(wrappedValue: Value) {
    self.value = wrappedValue
  }

  /// The wrapped value, for property-wrapper use.
  public var wrappedValue: Value {
    _read { yield value }
    _modify { yield &value }
  }

  /// The wrapper itself, reached with `$name`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Reads a property of the wrapped value.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// Reads or writes a property of the wrapped value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    _read { yield value[keyPath: keyPath] }
    _modify { yield &value[keyPath: keyPath] }
  }
}

extension UncheckedSendable: Equatable where Value: Equatable {}

extension UncheckedSendable: Hashable where Value: Hashable {}

extension UncheckedSendable: Decodable where Value: Decodable {
  /// Decodes the wrapped value from a single-value container, falling back to the decoder itself
  /// for values that are not encoded as one.
  public init(from decoder: any Decoder) throws {
    do {
      self.init(try decoder.singleValueContainer().decode(Value.self))
    } catch {
      self.init(try Value(from: decoder))
    }
  }
}

extension UncheckedSendable: Encodable where Value: Encodable {
  /// Encodes the wrapped value as a single value, falling back to its own encoding.
  public func encode(to encoder: any Encoder) throws {
    do {
      var container = encoder.singleValueContainer()
      try container.encode(value)
    } catch {
      try value.encode(to: encoder)
    }
  }
}

extension UncheckedSendable: AsyncSequence where Value: AsyncSequence {
  /// The wrapped sequence's elements.
  public typealias Element = Value.Element
  /// The wrapped sequence's iterator.
  public typealias AsyncIterator = Value.AsyncIterator

  /// Iterates the wrapped sequence.
  public func makeAsyncIterator() -> Value.AsyncIterator {
    value.makeAsyncIterator()
  }
}
