import Locking
import Synchronization

/// The last value an unwrapped `Shared` (`Shared($optional)`) read, which it keeps reading and
/// writing while the optional it unwraps is `nil`, as a view that outlives its row would.
///
/// Only a read through the unwrapped reference (``UnwrappedReference``) updates it, as upstream:
/// the storage also reads the key path, to tell which projections a write changed, and those
/// reads must not move the value a vanished optional leaves behind.
///
/// A key path argument, so it is `Hashable`: by identity, since each unwrapping has its own.
final class UnwrapCache<Wrapped>: Hashable, @unchecked Sendable {  // NB: below
  // NB: `value` is read and written only while `lock` is held.
  private let lock = Lock(())
  private var value: Wrapped

  init(_ value: Wrapped) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Wrapped) throws -> Result) rethrows -> Result {
    try lock.withLock { _ in try body(&value) }
  }

  static func == (lhs: UnwrapCache, rhs: UnwrapCache) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Optional {
  /// The wrapped value, or the last one read while this is `nil`; writes while `nil` go to the
  /// cache only, so a vanished value is never brought back by a late write.
  subscript(unwrapping cache: UnwrapCache<Wrapped>) -> Wrapped {
    get { self ?? cache.withLock { $0 } }
    set {
      cache.withLock { $0 = newValue }
      if self != nil { self = newValue }
    }
  }

  /// The wrapped value, remembered as the last one read; or, while this is `nil`, the last one
  /// read before.
  func reading(through cache: UnwrapCache<Wrapped>) -> Wrapped {
    guard let self else { return cache.withLock { $0 } }
    cache.withLock { $0 = self }
    return self
  }
}
