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
/// - the hooks are present exactly when the process carries the sanitizer's runtime (its
///   `__tsan_acquire` symbol resolves);
/// - each is called with the address of a lock that outlives the call.
@usableFromInline
package enum _UnsafeThreadSanitizerHooks {
  /// One of the sanitizer's `void __tsan_…(void *address)` calls.
  @usableFromInline
  package typealias Hook = @convention(c) (UnsafeRawPointer?) -> Void

  /// The sanitizer's calls, or nil when the process does not run under it. One value, so a lock
  /// asks the runtime for it once.
  @usableFromInline
  package static let hooks = find()

  /// `acquire` tells the sanitizer that this thread took the lock at an address (what the last
  /// thread to release it wrote is now visible here); `release`, that it is releasing it.
  @usableFromInline
  package typealias Hooks = (acquire: Hook, release: Hook)

  /// Whether the process runs under the thread sanitizer.
  package static var isActive: Bool { hooks != nil }

  /// Tells the sanitizer, if the process runs under it, that this thread took `lock`; returns
  /// what ``exit(_:)`` needs to tell it of the release.
  @inlinable
  package static func enter<Lock: ~Copyable>(_ lock: borrowing Lock) -> UnsafeRawPointer? {
    guard let hooks else { return nil }
    let address = address(of: lock)
    hooks.acquire(address)
    return address
  }

  /// Tells the sanitizer that this thread is releasing the lock ``enter(_:)`` returned.
  @inlinable
  package static func exit(_ section: UnsafeRawPointer?) {
    guard let section, let hooks else { return }
    hooks.release(section)
  }

  /// The sanitizer's name for a lock: its address, stable while the lock is borrowed (a
  /// `Mutex` is never moved while borrowed: it lives where it was stored).
  @inlinable
  package static func address<Lock: ~Copyable>(of lock: borrowing Lock) -> UnsafeRawPointer {
    withUnsafePointer(to: lock) { UnsafeRawPointer($0) }
  }

  private static func find() -> Hooks? {
    // The sanitizer's runtime is linked into the executable: the program's own handle finds it.
    guard let program = dlopen(nil, RTLD_LAZY),
      let acquire = dlsym(program, "__tsan_acquire"),
      let release = dlsym(program, "__tsan_release")
    else { return nil }
    return (unsafeBitCast(acquire, to: Hook.self), unsafeBitCast(release, to: Hook.self))
  }
}
