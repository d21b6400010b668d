import Locking
import Synchronization

/// A mutable value that any thread can read and change safely, each access under a lock.
///
/// Use it for state that synchronous code on several threads or tasks touches, such as a log a
/// test collects from an effect:
///
/// ```swift
/// let events = LockIsolated<[String]>([])
/// let analytics = AnalyticsClient(track: { events.withValue { $0.append($0) } })
/// // …
/// #expect(events.value == ["Button tapped"])
/// ```
///
/// The lock is a `Synchronization.Mutex`, which is not reentrant: touching the same
/// `LockIsolated` again from inside ``withValue(_:)`` deadlocks. Read-modify-write in one
/// ``withValue(_:)`` call, never as a read followed by ``setValue(_:)``, or updates from other
/// threads can be lost in between.
@dynamicMemberLookup
public final class LockIsolated<Value>: Sendable {
  private let lock = Lock(())
  // NB: read and written only while `lock` is held (`withLocked` below).
  nonisolated(unsafe) private var storage: Value  // NB: only touched under `lock`

  /// Wraps a value in a lock.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: @autoclosure () throws -> sending Value) rethrows {
    self.storage = try value()
  }

  /// Reads a property of the value under the lock.
  // NB: Point-Free's result is `sending Subject`; Swift 6.3.1 crashes deserialising such a
  // getter when another module inlines it in a release build, so the result is plain.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    withLocked { storage[keyPath: keyPath] }
  }

  /// Runs an operation with exclusive, mutable access to the value, as one transaction.
  ///
  /// ```swift
  /// let count = LockIsolated(0)
  /// count.withValue { $0 += 1 }
  /// ```
  ///
  /// - Parameter operation: The work to do on the value while the lock is held.
  /// - Returns: Whatever `operation` returns.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    try withLocked { try operation(&storage) }
  }

  /// Replaces the value.
  ///
  /// To compute the new value from the old one, use ``withValue(_:)`` so that no other thread
  /// can change it in between.
  ///
  /// - Parameter newValue: The value to store.
  public func setValue(_ newValue: @autoclosure () throws -> sending Value) rethrows {
    try withLocked { storage = try newValue() }
  }
}

extension LockIsolated where Value: Sendable {
  /// The current value, read under the lock.
  public var value: Value {
    withLocked { storage }
  }
}

extension LockIsolated {
  // NB: `Lock<Value>` would hand the value out as `inout sending`, which region isolation does
  // not let a key path read or a `sending` result escape; a `Lock<Void>` guarding plain storage
  // gives the same exclusion with the signatures callers expect.
  private func withLocked<R>(_ body: () throws -> R) rethrows -> R {
    try lock.withLock { _ in try body() }
  }
}
