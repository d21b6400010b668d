import Observation

/// The observation of a root store as a whole, on a non-generic class so registering a read
/// builds no key path.
///
/// Reads of any store of the tree register here too. It is notified after a `send` only when
/// the root state was replaced, or on every `send` when the root state is not
/// `@ObservableState` (then nothing finer exists); fine-grained changes are notified by the
/// state values' own registrars.
@usableFromInline
final class StoreObservation: Observable, Sendable {
  private let registrar = ObservationRegistrar()

  /// The value observers depend on; never read for its contents.
  var state: Void { () }

  func access() {
    registrar.access(self, keyPath: \.state)
  }

  @usableFromInline
  func stateDidChange() {
    registrar.willSet(self, keyPath: \.state)
    registrar.didSet(self, keyPath: \.state)
  }
}
