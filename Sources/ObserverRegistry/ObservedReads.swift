import Perception

/// What the running `observe(_:)` closure read of Arbor's observable state: the fields of
/// `@ObservableState` values, the stores whose state it read, and `@Shared` values (whose
/// storage announces through a ``ReadTrackingRegistrar`` too).
///
/// Arbor records these reads itself instead of leaving them to Observation: registering an
/// observer with Observation's registrars and cancelling it again on every change costs ~20,000
/// instructions per wake-up, most of it hashing key paths in tables every observer of the value
/// shares. The reads are registered once the closure returns, as Observation does: a change the
/// closure makes to what it read while it runs does not run it again.
///
/// The reads of the running closure are found through a thread-local
/// (`_UnsafeObserverReadRecording`): an observer runs on the main thread, and a read on any other
/// thread (a reducer in a background task) belongs to no observer. `withPerceptionTracking`
/// inside the closure suspends them, so that it sees the reads it makes; raw
/// `withObservationTracking` nested in an `observe` closure does not see reads of Arbor's state
/// (they are the closure's own).
package final class ObservedReads {
  private struct FieldRead {
    let registrar: ReadTrackingRegistrar
    let keyPath: AnyKeyPath
  }

  private struct Reads {
    var fields: [FieldRead] = []
    var stores: [StoreObservation] = []
  }

  // Only the thread running the observer touches these, one access at a time: no access can
  // overlap another, so the runtime need not check (a call and a thread-local lookup each).
  private let storage = _UnsafeUncheckedCell(Reads())

  // Forwarded in place (`_modify`), so that an append does not copy the array out and back.
  private var fields: [FieldRead] {
    _read { yield storage.value.fields }
    _modify { yield &storage.value.fields }
  }
  private var stores: [StoreObservation] {
    _read { yield storage.value.stores }
    _modify { yield &storage.value.stores }
  }

  /// The reads of the closure running on this thread, if an observer runs one.
  package static var current: ObservedReads? {
    _UnsafeObserverReadRecording.current(ObservedReads.self)
  }

  /// Makes `reads` the current ones (unretained: the observer running keeps them alive).
  package static func setCurrent(_ reads: ObservedReads?) {
    _UnsafeObserverReadRecording.setCurrent(reads)
  }

  /// Records a read of the field at `keyPath` of the value `registrar` belongs to.
  package func record(_ registrar: ReadTrackingRegistrar, _ keyPath: AnyKeyPath) {
    fields.append(FieldRead(registrar: registrar, keyPath: keyPath))
  }

  /// Records a read of a store's state as a whole.
  package func record(_ store: StoreObservation) {
    // Every read through a store reads its state first: a closure reading ten fields of one
    // store would otherwise register with it ten times.
    if let last = stores.last, last === store { return }
    stores.append(store)
  }

  /// Adds the reads of a closure that ran inside this one (a nested `observe`): as with nested
  /// Observation tracking, the outer closure depends on them too.
  package func append(_ other: ObservedReads) {
    fields.append(contentsOf: other.fields)
    stores.append(contentsOf: other.stores)
  }

  /// Forgets the reads, keeping the storage for the next run.
  package func removeAll() {
    fields.removeAllKeepingStorage()
    stores.removeAllKeepingStorage()
  }

  /// Whether these are the same reads, in the same order, as `other`: the same fields of the same
  /// values, the same stores.
  package func isSame(as other: ObservedReads) -> Bool {
    guard fields.count == other.fields.count, stores.count == other.stores.count else {
      return false
    }
    for (read, otherRead) in zip(fields, other.fields) {
      guard read.registrar === otherRead.registrar,
        read.keyPath === otherRead.keyPath || read.keyPath == otherRead.keyPath
      else { return false }
    }
    for (store, otherStore) in zip(stores, other.stores) where store !== otherStore {
      return false
    }
    return true
  }

  /// Registers `observer`, in its registrations numbered `epoch`, with everything read.
  package func register(_ observer: Observer, epoch: Int) {
    for read in fields {
      read.registrar.register(observer, epoch: epoch, for: read.keyPath)
    }
    for store in stores {
      store.register(observer, epoch: epoch)
    }
  }

  /// Removes `observer` from everything read.
  package func unregister(_ observer: Observer) {
    for read in fields {
      read.registrar.unregister(observer, for: read.keyPath)
    }
    for store in stores {
      store.unregister(observer)
    }
  }
}
