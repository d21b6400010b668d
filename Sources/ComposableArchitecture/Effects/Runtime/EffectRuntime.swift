import Dependencies

/// Starts effects on behalf of one root store: actions sent synchronously are delivered at once,
/// in order; asynchronous work runs in tasks registered with the store's own
/// ``CancellationRegistry``, which cancels them when the store goes away.
@MainActor
@usableFromInline
final class EffectRuntime<Action> {
  /// Receives every action the effects send, on the main actor.
  @usableFromInline let deliver: @MainActor (Action) -> Void
  /// This store's registry, and the `Send` every `.run` effect of this store gets: one value,
  /// not one closure per effect.
  ///
  /// The `Send` holds `deliver`, not the runtime: nothing refers to the runtime weakly, so
  /// retaining it takes the fast path (whatever `deliver` reaches, it must hold weakly).
  ///
  /// Navigation hook: an action an effect sends re-enters at the root, so it must not run in
  /// the effect's navigation context (see `atRootOfNavigation`).
  @usableFromInline let channel: EffectChannel<Action>

  /// The registry of this store's effects.
  nonisolated var cancellations: CancellationRegistry { channel.registry }

  /// - Parameter deliver: Receives every action the effects send, on the main actor. It must not
  ///   keep its receiver alive: effects outlive their store.
  @usableFromInline
  init(deliver: @escaping @MainActor (Action) -> Void) {
    self.deliver = deliver
    self.channel = EffectChannel(
      registry: CancellationRegistry(),
      send: Send { action in atRootOfNavigation { deliver(action) } }
    )
  }

  deinit {
    cancellations.cancelAll()
  }

  /// Starts `effect` and returns the tasks it started, so the caller can await or cancel them.
  func start(_ effect: Effect<Action>) -> [Task<Void, Never>] {
    var tasks = StartedTasks()
    var interpreter = EffectInterpreter(channel: channel, context: ContextInheritance())
    interpreter.start(effect, keys: CancelKeys(), deliver: { deliver($0) }, into: &tasks)
    return tasks.all
  }

  /// Starts `effect`, returned by a reducer that ran with `dependencies` as the current ones,
  /// adding the tasks it started to `tasks`.
  ///
  /// Effects find this store's registry (for `withTaskCancellation(id:)` and `Task.cancel(id:)`)
  /// through a task-local that each effect's task binds for itself, on the executor it runs on:
  /// the sender's thread binds nothing.
  @inlinable
  func start(
    _ effect: Effect<Action>, reducedWith dependencies: DependencyValues,
    into tasks: inout StartedTasks
  ) {
    var interpreter = EffectInterpreter(
      channel: channel,
      context: ContextInheritance(
        currentRevision: dependencies.revision, effectsWereReducedHere: true
      )
    )
    interpreter.start(effect, keys: CancelKeys(), deliver: { deliver($0) }, into: &tasks)
  }
}
