/// One started `.run` effect: its work, the store's `Send` and registry, and its token there.
///
/// The registry keeps the job until the store's thread records another task, so that the
/// store's thread releases it (see ``UnkeyedTasks``); the work, which holds whatever the
/// effect's closures captured, is released as soon as it has run.
// NB: `work`, the only mutable state, is touched by the job's own task alone.
final class EffectJob<Action>: @unchecked Sendable {
  let priority: TaskPriority?
  let token: CancellationState.Token
  private let send: Send<Action>
  private let registry: CancellationRegistry
  private var work: Effect<Action>.RunOperation?
  /// Whether the task inherits the effect's dependencies and navigation path, as most do:
  /// decided where the task is created, so that the task reads no task-local to find out (a
  /// read copies the current dependencies, whose storage the store's thread retains too).
  private let inheritsContext: Bool

  /// Call it where the task is about to be created: the job notes whether the task will
  /// inherit the effect's context.
  init(
    run work: Effect<Action>.RunOperation,
    send: Send<Action>,
    registry: CancellationRegistry,
    token: CancellationState.Token
  ) {
    self.priority = work.priority
    self.token = token
    self.send = send
    self.registry = registry
    self.work = work
    self.inheritsContext = effectInheritsContext(dependencies: work.dependencies, path: work.path)
  }

  /// Runs the effect with the store's registry as the current one, then lets the registry know.
  /// Called once, by the job's task.
  func run() async {
    await CancellationRegistry.$current.withValue(registry) { await perform() }
    work = nil
    registry.finish(token)
  }

  private func perform() async {
    guard let work else { return }
    await work.run(send, inheritsContext: inheritsContext)
  }
}
