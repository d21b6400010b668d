import Dependencies
import Locking
import Synchronization

/// The storages of shared values that keys persist, by key id, so that every `@Shared(key)`
/// alive at once shares one value. Held weakly: when the last reference goes, the key's own
/// store (not this table) keeps the value.
///
/// A dependency, so that each test starts with none.
final class PersistentReferences: Sendable, DependencyKey {
  static var liveValue: PersistentReferences { PersistentReferences() }
  static var testValue: PersistentReferences { PersistentReferences() }

  // NB: written once, before the entry is published under `PersistentReferences.storages`'
  //     lock; a weak reference is itself safe to read from any thread.
  private final class Weak: @unchecked Sendable {  // NB: see above
    weak var storage: AnyObject?
    init(_ storage: AnyObject) { self.storage = storage }
  }

  // NB: an id is a key's `Hashable` value, used only to compare and hash under the lock.
  private struct ID: Hashable, @unchecked Sendable {  // NB: see above
    let base: AnyHashable
  }

  private let storages = Lock<[ID: Weak]>([:])

  /// The storage shared by `key`, made (and started on the key) if none is alive.
  func storage<Key: SharedReaderKey>(
    for key: Key,
    default value: () throws -> Key.Value,
    skipInitialLoad: Bool,
    persistence: (Key) -> SharedPersistence<Key.Value>
  ) rethrows -> SharedStorage<Key.Value> {
    let id = ID(base: AnyHashable(key.id))
    if let existing = storages.withLock({ $0[id]?.storage as? SharedStorage<Key.Value> }) {
      return existing
    }
    let initialValue = try value()
    let made = SharedStorage(
      value: initialValue,
      persistence: persistence(key),
      onDeinit: { [weak self] in self?.remove(id) }
    )
    let winner = storages.withLock { storages in
      if let existing = storages[id]?.storage as? SharedStorage<Key.Value> {
        return existing
      }
      storages[id] = Weak(made)
      return made
    }
    if winner === made {
      made.start(key: key, initialValue: initialValue, skipInitialLoad: skipInitialLoad)
    }
    return winner
  }

  private func remove(_ id: ID) {
    storages.withLock { storages in
      if storages[id]?.storage == nil { storages[id] = nil }
    }
  }
}
