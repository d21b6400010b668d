import ObserverRegistry

/// Runs `apply` now, and again after every change to the observable state it read, until the
/// returned token is cancelled or released.
///
/// This is how terminal programs, servers and tests watch a store or a model without SwiftUI:
///
/// ```swift
/// let token = observe {
///   render(title: store.title)  // re-runs only when `title` changes
/// }
/// ```
///
/// `apply` runs again on the isolation it was formed in (`@_inheritActorContext`):
///
/// - **On the main actor** (a closure written in a `@MainActor` context, or declared
///   `@MainActor`), a change made by a store's `send` re-runs `apply` once, synchronously, after
///   the whole `send` (every action it queued included) has finished; other changes re-run it on
///   the main actor soon after. Only the readers of what changed re-run: a change to one field of
///   a state wakes the closures that read that field, however many read the others. Such a
///   closure may mutate the locals it captures.
/// - **On another actor, or none**, `apply` runs now on the calling thread and again in a task on
///   its isolation after each change, as Point-Free's `observe` does.
///
/// `apply` may read anything Observation tracks (`@Observable` classes, `@Shared` values) as
/// well. Reads of a store's state inside a main-actor closure are the observation's own: tracking
/// nested in `apply` sees them only through `withPerceptionTracking`, not a direct
/// `withObservationTracking`.
///
/// - Parameter apply: The work to redo when what it read changes.
/// - Returns: A token that keeps the observation alive: cancel or release it to stop.
@discardableResult
public func observe(
  @_inheritActorContext _ apply: @escaping @isolated(any) @Sendable () -> Void
) -> ObserveToken {
  // Run only where its isolation holds (see `startObservation`).
  startObservation(
    isolation: apply.isolation, keepsTransaction: false, _UnsafeIsolatedCall.synchronous(apply))
}

/// Runs `apply` now, and again after every change to the observable state it read, handing it
/// the ``UITransaction`` the change was made in.
///
/// ```swift
/// observe { transaction in
///   render(title: model.title, highlighted: transaction[HighlightKey.self])
/// }
/// ```
///
/// See `observe(_:)` for when `apply` runs again. A change made by a store's `send`
/// inside ``withUITransaction(_:_:)`` hands the re-run that transaction.
///
/// - Parameter apply: The work to redo when what it read changes.
/// - Returns: A token that keeps the observation alive: cancel or release it to stop.
@discardableResult
public func observe(
  @_inheritActorContext _ apply:
    @escaping @isolated(any) @Sendable (
      _ transaction: UITransaction
    ) -> Void
) -> ObserveToken {
  // Run only where its isolation holds (see `startObservation`).
  let body = _UnsafeIsolatedCall.synchronous(apply)
  return startObservation(isolation: apply.isolation, keepsTransaction: true) {
    let transaction = UITransaction.current
    transaction.performingCustomKeys { body(transaction) }
  }
}

/// Starts the observation that suits `isolation`: Arbor's synchronous observer for the main
/// actor, an ``IsolatedObservation`` for any other.
///
/// `apply` is called only where `isolation` holds: a main-actor closure on the main thread (its
/// first run waits for it when handed over from another thread); any other on the calling thread
/// first, which formed it in its isolation (`@_inheritActorContext`), then in tasks on its actor.
private func startObservation(
  isolation: (any Actor)?,
  keepsTransaction: Bool,
  _ apply: @escaping @Sendable () -> Void
) -> ObserveToken {
  if let isolation, isolation === MainActor.shared {
    let observation = MainActorObservation()
    if MainActorCheck.isOnMainActor {
      MainActor.assumeIsolated { observation.start(apply, keepsTransaction: keepsTransaction) }
    } else {
      // A main-actor closure handed over from another thread: its first run waits for the main
      // actor, as its reads must.
      Task { @MainActor in observation.start(apply, keepsTransaction: keepsTransaction) }
    }
    return ObserveToken(onCancel: { observation.cancel() })
  }
  let observation = IsolatedObservation(isolation: isolation, apply: apply)
  observation.run()
  return ObserveToken(onCancel: { observation.cancel() })
}
