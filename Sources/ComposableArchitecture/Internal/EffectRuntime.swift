import Dependencies

/// Starts effects on behalf of one root store: actions sent synchronously are delivered at once,
/// in order; asynchronous work runs in tasks registered with the store's own
/// ``CancellationRegistry``.
@MainActor
@usableFromInline
final class EffectRuntime<Action> {
  @usableFromInline let cancellations = CancellationRegistry()
  /// Receives every action the effects send, on the main actor.
  @usableFromInline let deliver: @MainActor (Action) -> Void
  /// The `Send` every `.run` effect of this store gets: one value, not one closure per effect.
  ///
  /// It holds `deliver`, not the runtime: nothing refers to the runtime weakly, so retaining it
  /// takes the fast path (whatever `deliver` reaches, it must hold weakly).
  ///
  /// Navigation hook: an action an effect sends re-enters at the root, so it must not run in
  /// the effect's navigation context (see `atRootOfNavigation`).
  @usableFromInline let send: Send<Action>

  /// - Parameter deliver: Receives every action the effects send, on the main actor. It must not
  ///   keep its receiver alive: effects outlive their store.
  @usableFromInline
  init(deliver: @escaping @MainActor (Action) -> Void) {
    self.deliver = deliver
    self.send = Send { action in
      atRootOfNavigation { deliver(action) }
    }
  }

  deinit {
    cancellations.cancelAll()
  }

  /// Starts `effect` and returns the tasks it started, so the caller can await or cancel them.
  func start(_ effect: Effect<Action>) -> [Task<Void, Never>] {
    var tasks = StartedTasks()
    start(effect, into: &tasks)
    return tasks.all
  }

  /// Starts `effect`, adding the tasks it started to `tasks`.
  ///
  /// Effects find this store's registry (for `withTaskCancellation(id:)` and `Task.cancel(id:)`)
  /// through a task-local that each effect's task binds for itself, on the executor it runs on:
  /// the sender's thread binds nothing.
  @inlinable
  func start(_ effect: Effect<Action>, into tasks: inout StartedTasks) {
    if effect.isNone { return }
    start(effect, keys: [], into: &tasks)
  }

  /// The number of effect tasks that have not finished yet.
  var inFlightCount: Int { cancellations.count }

  @inlinable
  func start(
    _ effect: Effect<Action>, keys: [CancelID], into tasks: inout StartedTasks
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      deliver(action)
    case let .run(run):
      let inheritsContext = tasks.inheritsContext(of: run)
      tasks.append(spawn(run, keys: keys, inheritsContext: inheritsContext))
    case let .merge(effects):
      for effect in effects { start(effect, keys: keys, into: &tasks) }
    case let .concatenate(effects):
      let sequence = Effect<Action>.RunOperation(
        priority: nil,
        operation: { [weak self] _ in await self?.run(inSequence: effects) },
        handler: nil,
        dependencies: DependencyValues._current,
        path: NavigationIDPath.current,
        site: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
      )
      let inheritsContext = tasks.inheritsContext(of: sequence)
      tasks.append(spawn(sequence, keys: keys, inheritsContext: inheritsContext))
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { cancellations.cancel(id) }
      // Nearly every cancellable effect has one id: one allocation for it, not two.
      start(effect, keys: keys.isEmpty ? [id] : keys + [id], into: &tasks)
    case let .cancel(id):
      cancellations.cancel(id)
    }
  }

  /// Starts the task of `run`, registered under `keys`.
  ///
  /// - Parameter inheritsContext: Whether the task inherits the effect's dependencies and
  ///   navigation path from the caller.
  @inlinable
  func spawn(
    _ run: Effect<Action>.RunOperation, keys: [CancelID], inheritsContext: Bool
  ) -> Task<Void, Never> {
    let registry = cancellations
    let job = EffectJob(
      run: run, send: send, registry: registry, list: registry.nextList(), keys: keys,
      inheritsContext: inheritsContext
    )
    let task = Self.startTask(job)
    job.task = task
    registry.insert(job)
    return task
  }

  /// Starts an effect's task from a nonisolated context, so it runs on the global executor from
  /// the start and finishes there: no hop to the main actor and back just to be bookkept. It
  /// still inherits the task-locals (dependencies, cancellation registry) of the caller.
  ///
  /// The task's closure captures one object, the job, which serves as its context: starting an
  /// effect allocates the job and the task, as a raw `Task { }` allocates its closure's context
  /// and the task.
  @inlinable
  nonisolated static func startTask(_ job: EffectJob<Action>) -> Task<Void, Never> {
    Task(priority: job.priority) { await job.run() }
  }

  @usableFromInline
  func run(inSequence effects: [Effect<Action>]) async {
    for effect in effects {
      guard !Task.isCancelled else { return }
      let tasks = start(effect)
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    }
  }
}
