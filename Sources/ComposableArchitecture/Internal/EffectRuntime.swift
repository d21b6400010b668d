/// Starts effects on behalf of one root store: actions sent synchronously are delivered at once,
/// in order; asynchronous work runs in tasks registered with the store's own
/// ``CancellationRegistry``.
@MainActor
final class EffectRuntime<Action> {
  let cancellations = CancellationRegistry()
  private let deliver: @MainActor (Action) -> Void

  /// - Parameter deliver: Receives every action the effects send, on the main actor.
  init(deliver: @escaping @MainActor (Action) -> Void) {
    self.deliver = deliver
  }

  deinit {
    cancellations.cancelAll()
  }

  /// Starts `effect` and returns the tasks it started, so the caller can await or cancel them.
  ///
  /// Effects find this store's registry (for `withTaskCancellation(id:)` and `Task.cancel(id:)`)
  /// through the task-local bound here, which the tasks they start inherit.
  func start(_ effect: Effect<Action>) -> [Task<Void, Never>] {
    if case .none = effect.operation { return [] }
    return CancellationRegistry.$current.withValue(cancellations) {
      start(effect, keys: [])
    }
  }

  /// The number of effect tasks that have not finished yet.
  var inFlightCount: Int { cancellations.count }

  private func start(_ effect: Effect<Action>, keys: [CancelID]) -> [Task<Void, Never>] {
    switch effect.operation {
    case .none:
      return []
    case let .send(action):
      deliver(action)
      return []
    case let .run(priority, body):
      // Navigation hook: an action an effect sends re-enters at the root, so it must not run
      // in the effect's navigation context (see `atRootOfNavigation`).
      let send = Send<Action> { [weak self] action in
        atRootOfNavigation { self?.deliver(action) }
      }
      return [spawn(priority: priority, keys: keys) { await body(send) }]
    case let .merge(effects):
      return effects.flatMap { start($0, keys: keys) }
    case let .concatenate(effects):
      return [spawn(priority: nil, keys: keys) { [weak self] in await self?.run(inSequence: effects) }]
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { cancellations.cancel(id) }
      return start(effect, keys: keys + [id])
    case let .cancel(id):
      cancellations.cancel(id)
      return []
    }
  }

  private func spawn(
    priority: TaskPriority?,
    keys: [CancelID],
    operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let registry = cancellations
    let token = registry.makeToken()
    let task = Self.startTask(priority: priority, registry: registry, token: token, operation)
    registry.insert(token, task: task, keys: keys)
    return task
  }

  /// Starts an effect's task from a nonisolated context, so it runs on the global executor from
  /// the start and finishes there: no hop to the main actor and back just to be bookkept. It
  /// still inherits the task-locals (dependencies, cancellation registry) of the caller.
  private nonisolated static func startTask(
    priority: TaskPriority?,
    registry: CancellationRegistry,
    token: CancellationState.Token,
    _ operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    Task(priority: priority) {
      await operation()
      registry.finish(token)
    }
  }

  private func run(inSequence effects: [Effect<Action>]) async {
    for effect in effects {
      guard !Task.isCancelled else { return }
      let tasks = start(effect, keys: [])
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    }
  }
}
