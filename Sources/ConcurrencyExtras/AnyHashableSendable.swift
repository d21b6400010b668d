/// A type-erased value that is both `Hashable` and `Sendable`.
///
/// `AnyHashable` is not `Sendable`, and `any Hashable & Sendable` is not itself `Hashable`, so
/// neither can key a dictionary that crosses concurrency domains. This wrapper can:
///
/// ```swift
/// let ids: Set<AnyHashableSendable> = [AnyHashableSendable(1), AnyHashableSendable("a")]
/// ```
///
/// Two wrappers are equal when their bases are equal as `AnyHashable`s would be, so `1` and
/// `"1"` differ and wrapping a wrapper does not nest.
public struct AnyHashableSendable: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable

  /// Wraps a value whose type is not known statically, such as an element of
  /// `[any Hashable & Sendable]`; an `AnyHashableSendable` inside is taken as is.
  ///
  /// ```swift
  /// let id: any Hashable & Sendable = 42
  /// AnyHashableSendable(id) == AnyHashableSendable(42)  // true
  /// ```
  ///
  /// - Parameter base: The value to wrap.
  @_disfavoredOverload
  public init(_ base: any Hashable & Sendable) {
    func wrap(_ base: some Hashable & Sendable) -> Self { Self(base) }
    self = wrap(base)
  }

  /// Wraps a value; an `AnyHashableSendable` is taken as is rather than wrapped again.
  ///
  /// - Parameter base: The value to wrap.
  @inlinable
  public init(_ base: some Hashable & Sendable) {
    if let already = base as? AnyHashableSendable {
      self = already
    } else {
      self.base = base
    }
  }

  /// Whether the bases are equal, compared as `AnyHashable`s.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    // Two values of one type are compared with that type's `==`, which is what `AnyHashable`
    // would do, without boxing either; values of different types (`1` and `1 as UInt8`) are
    // left to `AnyHashable`'s rules.
    func isEqual<Base: Hashable>(_ lhs: Base) -> Bool? {
      guard let rhs = rhs.base as? Base else { return nil }
      return lhs == rhs
    }
    if type(of: lhs.base) == type(of: rhs.base), let isEqual = isEqual(lhs.base) {
      return isEqual
    }
    return AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the base as its `AnyHashable` would.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}

extension AnyHashableSendable: CustomDebugStringConvertible {
  /// `AnyHashableSendable(<base, reflected>)`.
  public var debugDescription: String {
    "AnyHashableSendable(\(String(reflecting: base)))"
  }
}

extension AnyHashableSendable: CustomStringConvertible {
  /// The base's description.
  public var description: String {
    String(describing: base)
  }
}

extension AnyHashableSendable: CustomReflectable {
  /// A mirror with the base as its one child, `value`.
  public var customMirror: Mirror {
    Mirror(self, children: ["value": base])
  }
}

extension AnyHashableSendable: _HasCustomAnyHashableRepresentation {
  /// Converting to `AnyHashable` gives the base's `AnyHashable`, not a box around this wrapper,
  /// so the result compares equal to the base and casts back to the base's type:
  ///
  /// ```swift
  /// AnyHashableSendable(1) as AnyHashable == 1 as AnyHashable  // true
  /// AnyHashableSendable(1) as AnyHashable as? Int               // Optional(1)
  /// ```
  public func _toCustomAnyHashable() -> AnyHashable? {
    AnyHashable(base)
  }
}

extension AnyHashableSendable: ExpressibleByBooleanLiteral {
  /// Wraps a `Bool` literal.
  public init(booleanLiteral value: Bool) {
    self.init(value)
  }
}

extension AnyHashableSendable: ExpressibleByFloatLiteral {
  /// Wraps a `Double` literal.
  public init(floatLiteral value: Double) {
    self.init(value)
  }
}

extension AnyHashableSendable: ExpressibleByIntegerLiteral {
  /// Wraps an `Int` literal.
  public init(integerLiteral value: Int) {
    self.init(value)
  }
}

extension AnyHashableSendable: ExpressibleByStringLiteral {
  /// Wraps a `String` literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}
