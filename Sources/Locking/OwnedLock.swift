import Synchronization

/// A ``Lock`` that knows which thread holds it, so that code called back from inside its
/// critical section can tell that its thread already has exclusive access, instead of waiting
/// on itself.
///
/// It is not a recursive lock: taking it again on the thread that holds it traps, as a `Mutex`
/// does. A caller that can be re-entered asks ``isHeldByCurrentThread`` first and, when it is
/// `true`, goes on under the hold it already has. One lock either way, so re-entering adds no
/// lock another thread could take in the opposite order.
///
/// ```swift
/// let lock = OwnedLock(())
/// func read() -> Int {
///   if lock.isHeldByCurrentThread { return value }  // called back from inside `withLock`
///   return lock.withLock { _ in value }
/// }
/// ```
@usableFromInline
package struct OwnedLock<Value: ~Copyable>: ~Copyable {
  @usableFromInline let lock: Lock<Value>
  /// The holder's ``CurrentThread/id``, or `0`. Written only by the holder: on taking the lock
  /// and again, to `0`, before releasing it. A thread that finds its own id here therefore holds
  /// the lock (no thread can read back an id it cleared itself, even with relaxed loads); any
  /// other value means it does not.
  @usableFromInline let owner = Atomic<UInt>(0)

  /// A lock around `initialValue`.
  @inlinable
  package init(_ initialValue: consuming sending Value) {
    lock = Lock(initialValue)
  }

  /// Runs `body` with the value while holding the lock, recorded as this thread's.
  @inlinable
  package borrowing func withLock<Result: ~Copyable, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    try lock.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
      owner.store(CurrentThread.id, ordering: .relaxed)
      defer { owner.store(0, ordering: .relaxed) }
      return try body(&value)
    }
  }

  /// Whether the calling thread is inside this lock's ``withLock(_:)``.
  ///
  /// One relaxed load while no thread holds the lock; the thread's identity is asked for only
  /// while some thread does.
  @inlinable
  package var isHeldByCurrentThread: Bool {
    let owner = owner.load(ordering: .relaxed)
    return owner != 0 && owner == CurrentThread.id
  }
}

extension OwnedLock: Sendable where Value: ~Copyable {}
