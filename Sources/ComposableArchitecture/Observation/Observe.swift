import Observation
import ObserverRegistry
import PlainPaths
import Synchronization

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
/// queued included) has finished; other changes re-run it on the main actor soon after. Only the
/// readers of what changed re-run: a change to one field of a state wakes the closures that read
/// that field, however many read the others.
///
/// `apply` may read anything Observation tracks (`@Observable` classes, `@Shared` values) as
/// well. Reads of a store's state inside it are the observation's own: tracking nested in `apply`
/// sees them only through `withPerceptionTracking`, not a direct `withObservationTracking`.
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

