#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The thread sanitizer's calls for synchronization it cannot see, found when the process runs
/// under the sanitizer and absent otherwise: a program built without it pays one load and one
/// branch per use.
///
/// Invariants, which the tests check:
/// - `acquire` and `release` are both present or both absent;
/// - they are present exactly when the process carries the sanitizer's runtime (its
///   `__tsan_acquire` symbol resolves);
/// - each is called with the address of a lock that outlives the call.
@usableFromInline
package enum _UnsafeThreadSanitizerHooks {
  /// One of the sanitizer's `void __tsan_…(void *address)` calls.
  @usableFromInline
  package typealias Hook = @convention(c) (UnsafeRawPointer?) -> Void

  /// Tells the sanitizer that this thread took the lock at an address: what the last thread that
  /// released it wrote is now visible here.
  @usableFromInline
  package static let acquire = hook(named: "__tsan_acquire")

  /// Tells the sanitizer that this thread is releasing the lock at an address.
  @usableFromInline
  package static let release = hook(named: "__tsan_release")

  /// Whether the process runs under the thread sanitizer.
  package static var isActive: Bool { acquire != nil && release != nil }

  /// The sanitizer's name for a lock: its address, stable while the lock is borrowed (a
  /// `Mutex` is never moved while borrowed: it lives where it was stored).
  @inlinable
  package static func address<Lock: ~Copyable>(of lock: borrowing Lock) -> UnsafeRawPointer {
    withUnsafePointer(to: lock) { UnsafeRawPointer($0) }
  }

  private static func hook(named name: String) -> Hook? {
    // The sanitizer's runtime is linked into the executable: the program's own handle finds it.
    guard let program = dlopen(nil, RTLD_LAZY), let symbol = dlsym(program, name) else {
      return nil
    }
    return unsafeBitCast(symbol, to: Hook.self)
  }
}
