import Synchronization

/// A value that one thread at a time may touch: `Synchronization.Mutex`, seen by the thread
/// sanitizer.
///
/// A `Mutex` that another thread holds is waited for in a futex system call, which the sanitizer
/// does not follow: it then takes the accesses `withLock` orders for races. Under the sanitizer,
/// and only there, each critical section also tells it where the lock was taken and released
/// (``_UnsafeThreadSanitizerHooks``).
///
/// ```swift
/// let hits = Lock(0)
/// hits.withLock { $0 += 1 }
/// ```
@usableFromInline
package struct Lock<Value: ~Copyable>: ~Copyable {
  @usableFromInline let mutex: Mutex<Value>

  /// A lock around `initialValue`.
  @inlinable
  package init(_ initialValue: consuming sending Value) {
    mutex = Mutex(initialValue)
  }

  /// Runs `body` with the value while holding the lock.
  @inlinable
  package borrowing func withLock<Result: ~Copyable, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
      // The sanitizer hears of the acquire before the value is touched, and of the release
      // after: an access begun outside that span is one it reports.
      let section = _UnsafeThreadSanitizerHooks.enter(mutex)
      defer { _UnsafeThreadSanitizerHooks.exit(section) }
      return try body(&value)
    }
  }

  /// Runs `body` with the value if the lock is free, and returns nil without waiting if not.
  @inlinable
  package borrowing func withLockIfAvailable<Result: ~Copyable, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result? {
    try mutex.withLockIfAvailable {
      (value: inout sending Value) throws(Failure) -> sending Result in
      let section = _UnsafeThreadSanitizerHooks.enter(mutex)
      defer { _UnsafeThreadSanitizerHooks.exit(section) }
      return try body(&value)
    }
  }
}

extension Lock: Sendable where Value: ~Copyable {}
