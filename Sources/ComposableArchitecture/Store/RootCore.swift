import PlainPaths

/// The core of a root store: the only place the state lives and the reducer runs.
///
/// Actions are processed first in, first out, in one loop: an action sent while another is
/// being processed (by a `.send` effect, or by an observer) waits its turn. Observers are
/// told of the changes when the loop ends, so they see one consistent state per `send`.
///
/// Its loop is `@inlinable`: a root store made by the client's code sends through a closure built
/// there (``Store/sendAction``), which its scoped stores' sends call, so the send, the reducer
/// call and the start of effects run specialized for the client's types, without asking the
/// runtime for the metadata of `Effect<Action>` and its parts on every action. Effects send back
/// through ``sendNow(_:)``.
@MainActor
@usableFromInline
final class RootCore<R: Reducer>: StoreCore {
  @usableFromInline typealias State = R.State
  @usableFromInline typealias Action = R.Action

  /// The state and the loop's bookkeeping (`_UnsafeRootLoop`: its accesses are not checked
  /// at run time).
  @usableFromInline let loop: _UnsafeRootLoop<R.State, R.Action>
  @usableFromInline let reducer: R
  @usableFromInline let observation = StoreObservation()
  /// Made with the first effect: a store that starts none never pays for its registry.
  @usableFromInline lazy var runtime = EffectRuntime<R.Action> { [weak self] action in
    _ = self?.sendNow(action, fromEffect: true)
  }
  /// Whether an action replaced the root state, which the store's own observers hear of.
  @usableFromInline let replacement = ReplacementCheck<R.State>()
  /// The dependencies every action of this store is reduced with.
  @usableFromInline let dependencies: DependencyValues
  /// Whether ``dependencies`` are the defaults: captured before any override was ever made.
  @usableFromInline let hasDefaultDependencies: Bool
  /// The observers' queue, held so a send need not go through the global's lazy initializer.
  @usableFromInline let scheduler = ObservationScheduler.shared
  #if DEBUG
    /// Whether this store takes the plain twins of the fast paths (`PlainPaths`) for every
    /// action, as decided where it was made: one process can run a feature both ways.
    @usableFromInline let takesPlainPaths = PlainPaths.isSwitchedOn
  #endif

  @inlinable
  init(initialState: R.State, reducer: R, dependencies: DependencyValues) {
    self.loop = _UnsafeRootLoop(state: initialState)
    self.reducer = reducer
    self.dependencies = dependencies
    self.hasDefaultDependencies = !DependencyValues.mayBeOverridden
  }

  @inlinable
  var state: R.State { loop.state }

  @usableFromInline
  var isInvalid: Bool { false }

  @usableFromInline
  var canCacheChildren: Bool { true }

  /// Runs `body` with this store's dependencies as the current ones. When they already are (a
  /// store made without overrides, sent to from code without any), nothing is bound: reading
  /// the current values costs less than binding them. When no override was ever made, they are
  /// not even read: every task's current values are the defaults, which this store holds.
  @inlinable
  func withStoreDependencies(_ body: () -> Void) {
    if PlainPaths.areTaken(for: .dependencyBinding) {
      // The plain twin: the store's values bound for every action, as TCA binds them.
      DependencyValues.$_current.withValue(dependencies, operation: body)
    } else if hasDefaultDependencies, !DependencyValues.mayBeOverridden {
      body()
    } else if DependencyValues._current.hasSameOverrides(as: dependencies) {
      body()
    } else {
      DependencyValues.$_current.withValue(dependencies, operation: body)
    }
  }

  /// The cancellation registry of this store's effects.
  var cancellations: CancellationRegistry { runtime.cancellations }

  /// Processes `action`, and every action it queues, then tells observers.
  ///
  /// Whether the actions replaced the state is told by the identity the state had before and
  /// after, read through closures found at run time (``ReplacementCheck``).
  @inlinable
  func sendNow(_ action: R.Action, fromEffect: Bool = false) -> Task<Void, Never>? {
    process(action, fromEffect: fromEffect) { state, reduce in
      var replaced = false
      replacement.run(&state, replaced: &replaced, reduce)
      return replaced
    }
  }

  /// The loop of ``sendNow(_:)``, given how to tell whether running the reducer on the state
  /// replaced it.
  @inlinable
  func process(
    _ action: R.Action,
    fromEffect: Bool = false,
    detectingReplacement run: (inout R.State, (inout R.State) -> Void) -> Bool
  ) -> Task<Void, Never>? {
    #if DEBUG
      if takesPlainPaths != PlainPaths.isSwitchedOn {
        return PlainPaths.withPlainPaths(takesPlainPaths) {
          process(action, fromEffect: fromEffect, detectingReplacement: run)
        }
      }
    #endif
    // An action sent while another is processed waits its turn; the first one is processed
    // directly, so a send that queues nothing never touches the buffer.
    guard !loop.isSending else {
      if !fromEffect { reportReentrantSend(action) }
      loop.buffer.append(action)
      return nil
    }
    loop.isSending = true
    // Effects start inside `withStoreDependencies`, where the reducer returned them: the store's
    // dependencies are the current ones.
    var tasks = StartedTasks()
    let replaced = run(&loop.state) { state in
      withStoreDependencies {
        let effect = reducer.reduce(into: &state, action: action)
        if !effect.isNone { runtime.start(effect, reducedWith: dependencies, into: &tasks) }
        while loop.bufferStart < loop.buffer.count {
          let action = loop.buffer[loop.bufferStart]
          loop.bufferStart += 1
          let effect = reducer.reduce(into: &state, action: action)
          if !effect.isNone { runtime.start(effect, reducedWith: dependencies, into: &tasks) }
        }
      }
    }
    if !loop.buffer.isEmpty {
      loop.buffer.removeAll(keepingCapacity: true)
      loop.bufferStart = 0
    }
    loop.isSending = false
    if replaced { observation.stateDidChange() }
    scheduler.flush()
    return tasks.combined
  }
}

extension RootCore {
  /// A `store.send` made while the store is processing an action (from an observer that runs
  /// as a field is set, or from a reducer that holds the store): it waits its turn as an
  /// effect's action does, and is reported, as TCA reports it.
  @usableFromInline
  func reportReentrantSend(_ action: R.Action) {
    reportIssue(
      """
      Sent '\(describe(action))' while an action was being processed.

      Reentrant actions are undefined and will be a precondition failure in a future version \
      of the library.
      """
    )
  }
}

extension RootCore where R.State: ObservableState {
  /// ``sendNow(_:)`` for observable state, whose identity is read directly: specialized in the
  /// client's code, the check costs two loads instead of two calls through closures.
  @inlinable
  func sendNowObservable(_ action: R.Action) -> Task<Void, Never>? {
    // The plain twin: the one route effects take, whose check is found at run time. In a debug
    // build the store's own choice decides, not the sender's: it is made again in `process`.
    #if DEBUG
      let plain = takesPlainPaths || PlainPaths.isCompiledOut(.rootRoute)
    #else
      let plain = PlainPaths.areTaken(for: .rootRoute)
    #endif
    if plain { return sendNow(action) }
    return process(action) { state, reduce in
      let before = state._$id
      reduce(&state)
      return state._$id != before
    }
  }
}
