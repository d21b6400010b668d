import ComposableArchitecture
import Observation
import Synchronization

/// What one reader shows on one side of a differential run, through one reading path, and how
/// many times it was woken to read again.
@MainActor
final class WatchedValue {
  /// The value the reader read last: what its view shows.
  var value: AnyHashable?
  /// How many times the reader was woken and read again.
  var wakes = 0
  /// Whether Observation told the reader of a change since it last read: set from whichever
  /// thread made the change.
  nonisolated let isStale = Mutex(false)
  private var token: ObserveToken?
  private var runs = 0

  /// Watches `read` of `store` through an `observe` closure, which re-runs by itself.
  static func observing<State, Action>(
    _ store: Store<State, Action>,
    _ read: @escaping @MainActor (Store<State, Action>) -> AnyHashable?
  ) -> WatchedValue {
    let watched = WatchedValue()
    watched.token = observe { [weak watched] in
      guard let watched else { return }
      watched.value = read(store)
      watched.runs += 1
      watched.wakes = watched.runs - 1
    }
    return watched
  }

  /// Watches `read` of `store` through `withObservationTracking`, which ``rearmIfWoken(_:_:)``
  /// re-arms after each change, as a view re-renders.
  static func tracking<State, Action>(
    _ store: Store<State, Action>,
    _ read: @escaping @MainActor (Store<State, Action>) -> AnyHashable?
  ) -> WatchedValue {
    let watched = WatchedValue()
    watched.track(store, read)
    return watched
  }

  private func track<State, Action>(
    _ store: Store<State, Action>,
    _ read: @escaping @MainActor (Store<State, Action>) -> AnyHashable?
  ) {
    withObservationTracking {
      value = read(store)
    } onChange: { [weak self] in
      self?.isStale.withLock { $0 = true }
    }
  }

  /// Reads again if Observation told of a change, and re-arms the tracking.
  func rearmIfWoken<State, Action>(
    _ store: Store<State, Action>,
    _ read: @escaping @MainActor (Store<State, Action>) -> AnyHashable?
  ) {
    let woke = isStale.withLock { isStale in
      defer { isStale = false }
      return isStale
    }
    guard woke else { return }
    wakes += 1
    track(store, read)
  }
}
