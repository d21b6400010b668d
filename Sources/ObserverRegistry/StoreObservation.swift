import Locking
import Observation
import Synchronization

/// The observation of a root store as a whole, on a non-generic class so registering a read
/// builds no key path.
///
/// Reads of any store of the tree register here too: an `observe(_:)` closure's with the
/// observers of this class (see ``ObservedReads``), any other with Observation. It is notified
/// after a `send` only when the root state was replaced, or on every `send` when the root state
/// is not `@ObservableState` (then nothing finer exists); fine-grained changes are notified by
/// the state values' own registrars.
@usableFromInline
package final class StoreObservation: Observable, Sendable {
  private let registrar = ObservationRegistrar()
  private let observers = Lock(ObserverSet())

  package init() {}

  /// The value observers depend on; never read for its contents.
  package var state: Void { () }

  package func access() {
    if let reads = ObservedReads.current {
      reads.record(self)
    } else {
      registrar.access(self, keyPath: \.state)
    }
  }

  /// Registers `observer`, in its registrations numbered `epoch`.
  package func register(_ observer: Observer, epoch: Int) {
    observers.withLock { $0.insert(observer, epoch: epoch) }
  }

  /// Removes `observer`.
  package func unregister(_ observer: Observer) {
    observers.withLock { $0.remove(observer) }
  }

  /// The number of `observe` observers registered.
  package var observerCount: Int {
    observers.withLock { $0.count }
  }

  @usableFromInline
  package func stateDidChange() {
    observers.withLock { $0.wake() }
    registrar.willSet(self, keyPath: \.state)
    registrar.didSet(self, keyPath: \.state)
  }
}
