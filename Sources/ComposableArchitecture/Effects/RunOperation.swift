import CustomDump
import Dependencies

extension Effect {
  /// The asynchronous work of a ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``
  /// effect, with what it runs with.
  ///
  /// One immutable object rather than a closure wrapping the user's: copies of the effect retain
  /// one reference. The task of the usual effect (no `catch`, the context it was made in) copies
  /// out the operation and the call site instead of keeping it, so that it is released on the
  /// store's thread, where it was made (see `EffectInterpreter.spawn(_:keys:)`).
  @usableFromInline
  final class RunOperation: Sendable {
    @usableFromInline let priority: TaskPriority?
    @usableFromInline let operation: @Sendable (_ send: Send<Action>) async throws -> Void
    @usableFromInline let handler:
      (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?
    /// The dependencies of the reducer that returned the effect.
    @usableFromInline let dependencies: DependencyValues
    /// The navigation path of the feature that returned it.
    @usableFromInline let path: NavigationIDPath
    /// Where the effect was written, for an unhandled error.
    @usableFromInline let site: CallSite

    @inlinable
    init(
      priority: TaskPriority?,
      operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
      handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?,
      dependencies: DependencyValues,
      path: NavigationIDPath,
      site: CallSite
    ) {
      self.priority = priority
      self.operation = operation
      self.handler = handler
      self.dependencies = dependencies
      self.path = path
      self.site = site
    }

    /// Runs the work with its dependencies and navigation path, binding those the task did not
    /// inherit: how an effect nested in another (debounce, throttle) runs.
    /// (The interpreter decides this where the task is made: see ``ContextInheritance``.)
    @usableFromInline
    func run(_ send: Send<Action>) async {
      await withEffectContext(dependencies: dependencies, path: path) {
        await performEffect(operation, handler: handler, site: site, send: send)
      }
    }

    /// The same work, sending actions through `transform`.
    @usableFromInline
    func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T>.RunOperation {
      @Sendable func adapt(_ send: Send<T>) -> Send<Action> {
        Send { action in send(transform(action)) }
      }
      let operation = operation
      var mappedHandler: (@Sendable (any Error, Send<T>) async -> Void)?
      if let handler {
        mappedHandler = { error, send in await handler(error, adapt(send)) }
      }
      return Effect<T>.RunOperation(
        priority: priority,
        operation: { send in try await operation(adapt(send)) },
        handler: mappedHandler,
        dependencies: dependencies,
        path: path,
        site: site
      )
    }
  }
}

/// Runs an effect's `operation` where it stands. A `CancellationError` ends it quietly; any
/// other error goes to `handler`, or is reported at the effect's line.
///
/// A free function, not a static method of `Effect.RunOperation`: calling one of those looks up
/// the class's generic metadata at run time, on every effect.
@usableFromInline
func performEffect<Action>(
  _ operation: @Sendable (_ send: Send<Action>) async throws -> Void,
  handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?,
  site: CallSite,
  send: Send<Action>
) async {
  do {
    try await operation(send)
  } catch {
    await effectFailed(error, handler: handler, site: site, send: send)
  }
}

/// What an effect's `error` leads to: nothing for a `CancellationError`, else `handler`, or an
/// issue reported at the effect's line.
@usableFromInline
@inline(never)
func effectFailed<Action>(
  _ error: any Error,
  handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?,
  site: CallSite,
  send: Send<Action>
) async {
  if error is CancellationError { return }
  guard let handler else {
    reportIssue(
      """
      An "Effect.run" returned from "\(site.fileID):\(site.line)" threw an unhandled error.

      \(indented(String(customDumping: error), by: 4))

      All non-cancellation errors must be explicitly handled via the "catch" parameter on \
      "Effect.run", or via a "do" block.
      """,
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
    return
  }
  await handler(error, send)
}
