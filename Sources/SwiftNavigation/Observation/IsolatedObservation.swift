import Observation
import Perception
import Synchronization

/// An `observe(_:)` observation whose closure belongs to an actor other than the
/// main actor, or to none: Observation tracks its reads, and each change re-runs it in a task on
/// its isolation, with the ``UITransaction`` the change was made in.
final class IsolatedObservation: Sendable {
  private let isolation: (any Actor)?
  private let apply: @Sendable () -> Void
  private let isCancelled = Atomic<Bool>(false)

  init(isolation: (any Actor)?, apply: @escaping @Sendable () -> Void) {
    self.isolation = isolation
    self.apply = apply
  }

  /// Runs the closure, tracking what it reads, unless the observation was cancelled.
  func run() {
    guard !isCancelled.load(ordering: .acquiring) else { return }
    // Its reads go to Observation, not to a main-actor observer whose closure this one runs in.
    _UnsafeObserverReadRecording.suspended {
      withObservationTracking {
        apply()
      } onChange: { [weak self] in
        self?.scheduleRun(in: UITransaction.current)
      }
    }
  }

  func cancel() {
    isCancelled.store(true, ordering: .releasing)
  }

  private func scheduleRun(in transaction: UITransaction) {
    guard !isCancelled.load(ordering: .acquiring) else { return }
    let executor = IsolationExecutor(isolation: isolation)
    Task {
      await executor.perform {
        UITransaction.$current.withValue(transaction) { self.run() }
      }
    }
  }
}

/// Runs work on the executor of an observation's isolation: the actor's own, or the main
/// actor's for a closure with none, as Point-Free's `observe` does.
private actor IsolationExecutor {
  let isolation: (any Actor)?

  init(isolation: (any Actor)?) {
    self.isolation = isolation
  }

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    (isolation ?? MainActor.shared).unownedExecutor
  }

  func perform(_ work: @Sendable () -> Void) {
    work()
  }
}
