import CustomDump
import ObserverRegistry

extension MainActorCheck {
  /// Stops the process: `action` was sent to a store off the main actor.
  @usableFromInline
  static func sentOffMainActor(_ action: Any) -> Never {
    fatalError(
      """
      An action was sent to a store off the main actor.

        Action:
          \(describe(action))

      A store's state and effects belong to the main actor. Send from there: from a callback \
      that runs on another thread, hop first (`Task { @MainActor in store.send(action) }`, or \
      `DispatchQueue.main.async { store.send(action) }`).
      """
    )
  }
}
