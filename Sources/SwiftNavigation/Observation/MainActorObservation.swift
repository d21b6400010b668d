import Locking
import ObserverRegistry
import Synchronization

/// An `observe(_:)` observation whose closure is main-actor isolated: Arbor's
/// ``Observer``, which re-runs it synchronously after each store `send`, held so that a token
/// on any thread can cancel it.
final class MainActorObservation: Sendable {
  private let observer = Lock<Observer?>(nil)
  private let isCancelled = Atomic<Bool>(false)

  /// Runs `apply` for the first time, unless the observation was cancelled before it could.
  ///
  /// - Parameters:
  ///   - apply: The closure.
  ///   - keepsTransaction: Whether `apply` reads the transaction of the change that re-runs it:
  ///     then each wake-up keeps it, and the re-run is made inside it.
  @MainActor
  func start(_ apply: @escaping @Sendable () -> Void, keepsTransaction: Bool) {
    guard !isCancelled.load(ordering: .acquiring) else { return }
    let observer: Observer
    if keepsTransaction {
      let waking = WakingTransaction()
      observer = Observer(
        apply: {
          guard let transaction = waking.take() else { return apply() }
          UITransaction.$current.withValue(transaction) { apply() }
        },
        onWake: { waking.keep(UITransaction.current) }
      )
    } else {
      observer = Observer(apply: apply)
    }
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

/// The transaction of the change that woke an observer, kept for its re-run.
private final class WakingTransaction: Sendable {
  private let transaction = Lock<UITransaction?>(nil)

  func keep(_ transaction: UITransaction) {
    self.transaction.withLock { $0 = transaction }
  }

  func take() -> UITransaction? {
    transaction.withLock { kept in
      defer { kept = nil }
      return kept
    }
  }
}
