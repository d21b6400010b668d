import Dependencies

/// One started `.run` effect: its work, and the store's `Send` and registry, which keeps the job
/// itself as the effect's entry (it is a ``TrackedTask``).
///
/// The job copies what it needs from the effect's `RunOperation` rather than keeping it, and
/// the registry keeps the job until the store's thread records another task (see
/// ``TrackedTasks``): every block the store's thread allocated for the effect is then freed by
/// that thread, not by the effect's. The closures, which hold whatever the effect captured, are
/// released by the effect's own thread as soon as the work has run.
///
/// The job's fields are read in place by the task's frames: every frame of a task comes from its
/// allocator's first slab as long as they fit, and one more slab is one more `malloc`.
@usableFromInline
final class EffectJob<Action>: TrackedTask, @unchecked Sendable {  // NB: task-only closures
  @usableFromInline let priority: TaskPriority?
  @usableFromInline let send: Send<Action>
  @usableFromInline let registry: CancellationRegistry
  // Set by the store's thread before the task starts, then read and cleared by the task alone:
  // no access can overlap another, so none is checked at run time.
  @usableFromInline @exclusivity(unchecked) var operation:
    (@Sendable (_ send: Send<Action>) async throws -> Void)?
  @usableFromInline @exclusivity(unchecked) var handler:
    (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?
  @usableFromInline let site: CallSite
  /// The effect's dependencies and navigation path when its task does not inherit them; `nil`
  /// when it does, as most do. Decided where the task is created
  /// (``StartedTasks/inheritsContext(of:)``), so that the task reads no task-local to find out,
  /// and the job copies nothing it will not use.
  @usableFromInline let context: (dependencies: DependencyValues, path: NavigationIDPath)?

  /// Call it where the task is about to be created.
  ///
  /// - Parameters:
  ///   - list: The registry's list that will keep the job.
  ///   - keys: The cancel ids it is registered under.
  ///   - inheritsContext: Whether the task about to be created inherits the effect's
  ///     dependencies and navigation path.
  @inlinable
  init(
    run: Effect<Action>.RunOperation,
    send: Send<Action>,
    registry: CancellationRegistry,
    list: Int,
    keys: [CancelID],
    inheritsContext: Bool
  ) {
    self.priority = run.priority
    self.send = send
    self.registry = registry
    self.operation = run.operation
    self.handler = run.handler
    self.site = run.site
    self.context = inheritsContext ? nil : (run.dependencies, run.path)
    super.init(list: list, keys: keys)
  }

  /// Runs the effect with the store's registry as the current one, then lets the registry know.
  /// Called once, by the job's task.
  @usableFromInline
  func run() async {
    await CancellationRegistry.$current.withValue(registry) {
      guard let operation else { return }
      if let context { return await performRebinding(operation, context) }
      // Inline, not in a function of its own: one frame fewer on every effect.
      do {
        try await operation(send)
      } catch {
        await effectFailed(error, handler: handler, site: site, send: send)
      }
    }
    operation = nil
    handler = nil
    registry.finish(self)
  }

  /// The rare path, in a frame of its own: the task did not inherit the effect's dependencies
  /// or navigation path.
  @inline(never)
  private func performRebinding(
    _ operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    _ context: (dependencies: DependencyValues, path: NavigationIDPath)
  ) async {
    await withEffectContext(dependencies: context.dependencies, path: context.path) {
      await performEffect(operation, handler: handler, site: site, send: send)
    }
  }
}
