import Locking
import ObserverRegistry
import Synchronization

/// An ``observe(_:)-(()->Void)`` observation whose closure is main-actor isolated: Arbor's
/// ``Observer``, which re-runs it synchronously after each store `send`, held so that a token
/// on any thread can cancel it.
final class MainActorObservation: Sendable {
  private let observer = Lock<Observer?>(nil)
  private let isCancelled = Atomic<Bool>(false)

  /// Runs `apply` for the first time, unless the observation was cancelled before it could.
  @MainActor
  func start(_ apply: @escaping @Sendable () -> Void) {
    guard !isCancelled.load(ordering: .acquiring) else { return }
    let observer = Observer(apply: apply)
    self.observer.withLock { $0 = observer }
    observer.run()
  }

  /// Stops the observation: at once on the main thread, else as soon as the main actor runs.
  func cancel() {
    isCancelled.store(true, ordering: .releasing)
    if MainActorCheck.isOnMainActor {
      MainActor.assumeIsolated { cancelObserver() }
    } else {
      Task { @MainActor in self.cancelObserver() }
    }
  }

  @MainActor
  private func cancelObserver() {
    observer.withLock { $0 }?.cancel()
  }
}
