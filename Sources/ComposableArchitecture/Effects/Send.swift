/// Sends actions from a ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``
/// effect back into the store.
///
/// Call it like a function. Once the effect is cancelled, sends are ignored, so a cancelled effect
/// can never change the state.
///
/// ```swift
/// return .run { send in
///   for await tick in clock.timer(interval: .seconds(1)) {
///     await send(.tick)
///   }
/// }
/// ```
@MainActor
public struct Send<Action>: Sendable {
  @usableFromInline
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a send from the closure that delivers actions.
  ///
  /// Nonisolated, so that an effect off the main actor can wrap its `Send` (as a parent does to
  /// adopt a child's effect) without a hop to the main actor.
  nonisolated public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` back into the store, unless the effect has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
