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
    /// The dependency default being made when the storage was made, if any.
    let build: DefaultValueBuild?

    init(_ storage: AnyObject, build: DefaultValueBuild?) {
      self.storage = storage
      self.build = build
    }
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
    if let (existing, build) = storages.withLock({ find(id, in: $0, as: Key.Value.self) }) {
      return waitingFor(build, existing)
    }
    let initialValue = try value()
    let build = DefaultValueBuild.current
    let made = SharedStorage(
      value: initialValue,
      persistence: persistence(key),
      onDeinit: { [weak self] in self?.remove(id) }
    )
    let winner = storages.withLock { storages in
      if let found = find(id, in: storages, as: Key.Value.self) { return found }
      storages[id] = Weak(made, build: build)
      return (made, nil)
    }
    if winner.storage === made {
      made.start(key: key, initialValue: initialValue, skipInitialLoad: skipInitialLoad)
    }
    return waitingFor(winner.build, winner.storage)
  }

  private func find<Value>(
    _ id: ID, in storages: [ID: Weak], as _: Value.Type
  ) -> (storage: SharedStorage<Value>, build: DefaultValueBuild?)? {
    guard let entry = storages[id], let storage = entry.storage as? SharedStorage<Value>
    else { return nil }
    return (storage, entry.build)
  }

  /// Returns `storage` once the dependency default that made it, if another is still making it,
  /// has been made: what that default writes to it, the caller then reads (upstream's order).
  private func waitingFor<Value>(
    _ build: DefaultValueBuild?, _ storage: SharedStorage<Value>
  ) -> SharedStorage<Value> {
    if let build, build !== DefaultValueBuild.current, !build.hasFinished {
      build.waitUntilFinished()
    }
    return storage
  }

  private func remove(_ id: ID) {
    storages.withLock { storages in
      if storages[id]?.storage == nil { storages[id] = nil }
    }
  }
}
