import Observation

/// Runs `apply` now, and again after every change to the observable state it read, until the
/// returned token is cancelled or released.
///
/// This is how terminal programs, servers and tests watch a store without SwiftUI:
///
/// ```swift
/// let token = observe {
///   render(title: store.title)  // re-runs only when `title` changes
/// }
/// ```
///
/// A change made by a store's `send` re-runs `apply` once, after the whole `send` (every action it
/// queued included) has finished; other changes re-run it on the main actor soon after.
///
/// - Parameter apply: The work to redo when what it read changes.
/// - Returns: A token that keeps the observation alive.
@MainActor
@discardableResult
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
  let observer = Observer(apply: apply)
  observer.run()
  return ObserveToken(observer: observer)
}

/// Keeps an ``observe(_:)`` observation alive; cancel it, or release it, to stop.
@MainActor
public final class ObserveToken {
  private let observer: Observer

  fileprivate init(observer: Observer) {
    self.observer = observer
  }

  isolated deinit {
    observer.cancel()
  }

  /// Stops the observation: its closure never runs again.
  public func cancel() {
    observer.cancel()
  }

  /// Whether the observation was cancelled.
  public var isCancelled: Bool { observer.isCancelled }
}

/// One observation: runs its closure under observation tracking, and asks the scheduler to run
/// it again when something it read changes.
@MainActor
final class Observer {
  private let apply: @MainActor () -> Void
  private(set) var isCancelled = false

  init(apply: @escaping @MainActor () -> Void) {
    self.apply = apply
  }

  func run() {
    guard !isCancelled else { return }
    withObservationTracking {
      apply()
    } onChange: { [weak self] in
      ObservationScheduler.shared.schedule(self)
    }
  }

  func cancel() {
    isCancelled = true
  }
}
