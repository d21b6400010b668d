import Synchronization

/// The identity of an ``ObservableState`` value: kept when the value is mutated, new when it is
/// replaced by another value.
///
/// It is a number from a process-wide counter, not a UUID: making one costs an atomic increment.
public struct ObservableStateID: Hashable, Sendable, CustomDebugStringConvertible {
  @usableFromInline let location: UInt64
  @usableFromInline let tag: UInt32?

  /// A fresh identity, different from every other.
  public init() {
    self.location = nextLocation.add(1, ordering: .relaxed).newValue
    self.tag = nil
  }

  @usableFromInline
  init(location: UInt64, tag: UInt32?) {
    self.location = location
    self.tag = tag
  }

  /// The identity shared by values that have none of their own, such as an enum case without an
  /// observable payload; tagged by case, it still tells cases apart.
  public static let _$inert = Self(location: 0, tag: nil)

  /// The identity of an enum case's payload: its own if it is observable state, inert otherwise.
  @inlinable
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? ._$inert
  }

  /// The identity of an observable enum case's payload.
  @inlinable
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// This identity, distinguished by the case of the enum that holds it.
  @inlinable
  public func _$tag(_ tag: UInt32) -> Self {
    Self(location: location, tag: tag)
  }

  /// Whether the two are one identity: `==`, written out so that it inlines (the derived one is
  /// a call).
  @inlinable
  func isSame(as other: Self) -> Bool {
    location == other.location && tag == other.tag
  }

  /// The identity as a short number, for dumps and test failures.
  public var debugDescription: String {
    tag.map { "ObservableStateID(\(location), tag: \($0))" } ?? "ObservableStateID(\(location))"
  }
}

private let nextLocation = Atomic<UInt64>(0)
