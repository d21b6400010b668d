/// How a presented feature's `dismiss()` reaches its parent.
///
/// A reducer cannot name its parent's action, and an effect only holds a `Send` of its own
/// feature's actions; the parent's `Send` exists only once the effect runs. So the presenting
/// reducer (`ifLet`, stack `forEach`) wraps every `run` effect of the presented feature, after
/// mapping it to the parent's actions: the wrapper receives the parent's `Send` and binds a
/// channel that sends the parent's dismiss action through it. ``DismissEffect`` in presentation
/// mode calls the innermost channel, which is the nearest presenter's.
///
/// Nested presentations nest the wrappers, the nearest presenter's innermost, so a grandchild
/// dismisses itself and not its parent. A parent's own effects are never wrapped by the
/// presentation of its child, so they keep the channel of their own presenter.
///
/// The channel is a task-local: child tasks of the effect inherit it, and effects re-binding
/// their dependencies and navigation path leave it alone.
struct PresentationDismissal: Sendable {
  @TaskLocal static var current: PresentationDismissal?

  /// Sends the presenter's dismiss action, unless the calling effect was cancelled.
  let dismiss: @MainActor @Sendable () -> Void
}

extension Effect {
  /// This effect, with the dismiss channel of a presented feature bound around each of its
  /// asynchronous parts.
  ///
  /// - Parameter dismissAction: Makes the parent's action that dismisses the feature.
  /// - Complexity: Proportional to the size of the effect's tree.
  func presented(dismissAction: @escaping @Sendable () -> Action) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    case let .run(run):
      return Self(operation: .run(run.presented(dismissAction: dismissAction)))
    case let .merge(effects):
      return Self(operation: .merge(effects.map { $0.presented(dismissAction: dismissAction) }))
    case let .concatenate(effects):
      return Self(
        operation: .concatenate(effects.map { $0.presented(dismissAction: dismissAction) })
      )
    case let .cancellable(id, cancelInFlight, effect):
      return Self(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight,
          effect.presented(dismissAction: dismissAction)
        )
      )
    }
  }
}

extension Effect.RunOperation {
  /// The same work, with the dismiss channel bound around the operation and the error handler.
  func presented(dismissAction: @escaping @Sendable () -> Action) -> Self {
    @Sendable func channel(_ send: Send<Action>) -> PresentationDismissal {
      PresentationDismissal { send(dismissAction()) }
    }
    let operation = operation
    var presentedHandler: (@Sendable (any Error, Send<Action>) async -> Void)?
    if let handler {
      presentedHandler = { error, send in
        await PresentationDismissal.$current.withValue(channel(send)) {
          await handler(error, send)
        }
      }
    }
    return Self(
      priority: priority,
      operation: { send in
        try await PresentationDismissal.$current.withValue(channel(send)) {
          try await operation(send)
        }
      },
      handler: presentedHandler,
      dependencies: dependencies,
      path: path,
      site: site
    )
  }
}

/// Runs a presented feature's reducer with the dependencies of a presented feature: it can
/// dismiss itself, and knows it is presented.
func reducePresented<Result>(_ reduce: () -> Result) -> Result {
  withDependencies {
    $0.dismiss = DismissEffect(mode: .presentation)
    $0.isPresented = true
  } operation: {
    reduce()
  }
}

/// Runs `body`, an action sent by an effect re-entering the store, in the root's navigation
/// context.
///
/// An effect's task carries the navigation path and dismiss channel of the feature that
/// started it. The store delivers the effect's actions synchronously, on that task, but reduces
/// them from the root: without this, the root's reducers would cancel a dismissed child's
/// effects under the child's path (missing them), and effects they start would inherit the
/// child's dismiss channel.
@MainActor
func atRootOfNavigation(_ body: () -> Void) {
  guard NavigationIDPath.current.isEmpty, PresentationDismissal.current == nil else {
    NavigationIDPath.withPath(NavigationIDPath()) {
      _UnsafeNavigationFrames.withoutFrames {
        PresentationDismissal.$current.withValue(nil, operation: body)
      }
    }
    return
  }
  body()
}
