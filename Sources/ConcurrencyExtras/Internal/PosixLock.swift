import Foundation

/// A value behind a POSIX mutex (Foundation's `NSLock`): a lock the thread sanitizer can see.
///
/// Synchronization's `Mutex` locks with atomics compiled without the sanitizer's
/// instrumentation, so `swift test --sanitize=thread` takes every access it guards for a race.
/// State that concurrent tasks share on paths the tests run in parallel (the dependency cache,
/// a store's running effects) is kept behind this lock instead, so that a sanitizer run reports
/// only real races.
package final class PosixLock<Value>: @unchecked Sendable {  // NB: value only under lock
  private let lock = NSLock()
  private var value: Value

  /// A lock around `value`.
  package init(_ value: sending Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
