import Observation
import ObserverRegistry

/// The registrar of one ``ObservableState`` value, and its identity.
///
/// It is a struct over a shared reference: copies of a value share their observers and their
/// identity, and a newly made value starts with fresh ones. `@ObservableState` stores one in
/// every state value and routes each tracked field through it.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the value this registrar belongs to.
  public private(set) var id = ObservableStateID()
  @usableFromInline let registrar = ReadTrackingRegistrar()

  /// A registrar with a fresh identity.
  public init() {}

  /// Kept for source compatibility with TCA's generated code; identities are immutable here.
  @inlinable
  public mutating func _$willModify() {}

  /// Registers a read of `keyPath` with the observers being tracked.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Writes `newValue`, notifying the observers of `keyPath` unless the new value has the
  /// same identity as the old one (then the value's own fields notified what changed).
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool
  ) {
    guard !isIdentityEqual(value, newValue), registrar.isObserved else {
      value = newValue
      return
    }
    registrar.withMutation(of: subject, keyPath: keyPath()) {
      value = newValue
    }
  }

  /// Notifies the observers of `keyPath` that it changed.
  @inlinable
  public func notify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    announce(subject) { keyPath }
  }

  /// Notifies the observers of a key path, made only if the value was ever read: the key path of
  /// a change no one can observe is never built.
  @inlinable
  func announce<Subject: Observable, Member>(
    _ subject: Subject, _ keyPath: () -> KeyPath<Subject, Member>
  ) {
    guard registrar.isObserved else { return }
    registrar.announce(subject, keyPath: keyPath())
  }
}

/// Registrars never make two states differ: a state's equality, hash and encoding are those of
/// its fields. Decoding gives a fresh identity, as any newly made value has.
extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  public static func == (_: Self, _: Self) -> Bool { true }
  public func hash(into _: inout Hasher) {}
  public init(from _: any Decoder) throws { self.init() }
  public func encode(to _: any Encoder) throws {}
}
