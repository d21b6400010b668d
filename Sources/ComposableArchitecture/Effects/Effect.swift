/// A description of work to do after a reducer runs, which may feed actions back to the store.
///
/// Effects are values: a reducer returns one, and the store starts it. Every action an effect
/// sends re-enters the store at its root and runs the whole root reducer again.
///
/// ```swift
/// case .refreshTapped:
///   state.isLoading = true
///   return .run { send in
///     let items = try await api.fetch()
///     await send(.itemsLoaded(items))
///   }
/// ```
public struct Effect<Action>: Sendable {
  /// Whether the effect does nothing. Operators check it before building the closure that would
  /// transform a real effect, and the store before starting one. Stored, and first: generic code
  /// that does not know `Action` reads it with one load, where asking the operation for its case
  /// costs a type-metadata lookup.
  @usableFromInline
  let isNone: Bool

  @usableFromInline
  let operation: Operation

  @inlinable
  init(operation: Operation) {
    if case .none = operation { self.isNone = true } else { self.isNone = false }
    self.operation = operation
  }

  @usableFromInline
  enum Operation {
    case none
    case send(Action)
    case run(RunOperation)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    // The cases carrying a cancel id are boxed: inline, an id (seven words) would make every
    // effect that large, and copying so large an enum goes through its value witnesses.
    indirect case cancellable(id: CancelID, cancelInFlight: Bool, Effect<Action>)
    indirect case cancel(id: CancelID)
  }
}

// NB: actions carried by `.send` are handed to the store on the main actor, which alone reads
// them, and the closures are `@Sendable`: effects of non-Sendable actions are as safe as the
// main-actor store that runs them.
extension Effect.Operation: @unchecked Sendable {}  // NB: main-actor delivery, see above

/// The effect of a reducer `R`: `EffectOf<Feature>` is `Effect<Feature.Action>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that does nothing and finishes at once.
  @inlinable
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that sends `action` back into the store immediately, in the same processing loop
  /// as the action that returned it.
  ///
  /// Best kept for a child telling its parent something (a delegate action); to share logic
  /// between actions, call a helper function instead of sending actions to yourself.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// An effect that runs asynchronous work and may send any number of actions back.
  ///
  /// The work runs in its own task, with the dependencies of the reducer that returned it;
  /// `send` delivers actions to the store on the main actor and ignores them once the effect is
  /// cancelled. A thrown `CancellationError` ends the effect
  /// quietly; any other error goes to `catch`, or, without one, is reported as an issue at the
  /// line of this `.run`.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The work, given a ``Send`` to deliver actions.
  ///   - handler: Called with errors other than cancellation.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  /// - Returns: An effect that runs `operation`.
  @inlinable
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    // The work runs later, in another task: it keeps the dependencies of the reducer that
    // created it, and the navigation path of its feature, so cancellation ids it uses stay
    // namespaced to that feature. They are kept with the operation in one object rather than
    // captured by a closure wrapping it (see `RunOperation`).
    Self(
      operation: .run(
        RunOperation(
          priority: priority,
          operation: operation,
          handler: handler,
          dependencies: DependencyValues.current,
          path: NavigationIDPath.current,
          site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
      )
    )
  }
}
