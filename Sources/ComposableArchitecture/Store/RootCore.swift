import ObserverRegistry
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
  /// Reads the root state's identity, before and after the actions of a send: a replaced root,
  /// whose new registrar has no readers, is told to the store's own observers.
  @usableFromInline let identity: (inout R.State) -> _$StateIdentity
  /// An observable root's `_$id`, read by code made for its type: the identity in its state
  /// form, compared as two plain words (record 0010).
  @usableFromInline let stateID: (inout R.State) -> ObservableStateID
  /// Whether the root's identity is read by `stateID`; if not, by `identity`.
  @usableFromInline let identifiesByStateID: Bool
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

  /// A root core whose state's identity is read by `identity`, or by `stateID` when
  /// `identifiesByStateID`.
  @inlinable
  init(
    initialState: R.State, reducer: R, dependencies: DependencyValues,
    identity: @escaping (inout R.State) -> _$StateIdentity,
    stateID: @escaping (inout R.State) -> ObservableStateID,
    identifiesByStateID: Bool
  ) {
    self.loop = _UnsafeRootLoop(state: initialState)
    self.reducer = reducer
    self.dependencies = dependencies
    self.hasDefaultDependencies = !DependencyValues.mayBeOverridden
    self.identity = identity
    self.stateID = stateID
    self.identifiesByStateID = identifiesByStateID
  }

  /// A root core whose state's identity is read by the reader found for its type at run time.
  @inlinable
  convenience init(initialState: R.State, reducer: R, dependencies: DependencyValues) {
    let reader = StateIdentityReader.of(R.State.self)
    self.init(
      initialState: initialState, reducer: reducer, dependencies: dependencies,
      identity: { reader(&$0) }, stateID: { _ in ._$inert }, identifiesByStateID: false
    )
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

  /// Processes `action`, and every action it queues, then tells observers: the one route into
  /// the loop, for the store's sends and its effects' alike.
  ///
  /// Whether the actions replaced the state is told by the identity the state had before and
  /// after (``identity``, or ``stateID`` for an observable root).
  @inlinable
  func sendNow(_ action: R.Action, fromEffect: Bool = false) -> Task<Void, Never>? {
    #if DEBUG
      if takesPlainPaths != PlainPaths.isSwitchedOn {
        return PlainPaths.withPlainPaths(takesPlainPaths) {
          sendNow(action, fromEffect: fromEffect)
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
    var tasks = StartedTasks()
    let replaced: Bool
    if identifiesByStateID {
      let before = stateID(&loop.state)
      reduce(action, into: &loop.state, startingEffectsInto: &tasks)
      replaced = !stateID(&loop.state).isSame(as: before)
    } else {
      let before = identity(&loop.state)
      reduce(action, into: &loop.state, startingEffectsInto: &tasks)
      replaced = !identity(&loop.state).isSame(as: before)
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
  /// Reduces `action`, then every action queued meanwhile, starting their effects: inside
  /// `withStoreDependencies`, so that the store's dependencies are the current ones where the
  /// reducer returns them.
  ///
  /// The state is passed in, where the loop keeps it: reached through the loop inside the
  /// closure, it was copied out and back on every action.
  @inlinable
  func reduce(
    _ action: R.Action, into state: inout R.State, startingEffectsInto tasks: inout StartedTasks
  ) {
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
