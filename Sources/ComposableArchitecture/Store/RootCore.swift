/// The core of a root store: the only place the state lives and the reducer runs.
///
/// Actions are processed first in, first out, in one loop: an action sent while another is
/// being processed (by a `.send` effect, or by an observer) waits its turn. Observers are
/// told of the changes when the loop ends, so they see one consistent state per `send`.
///
/// Its initializer is `@inlinable`: a root store made by the client's code sends through a
/// closure built there (``send``), which its stores and its effects share, so the send, the
/// reducer call and the start of effects run specialized for the client's types, without asking
/// the runtime for the metadata of `Effect<Action>` and its parts on every action.
@MainActor
@usableFromInline
final class RootCore<R: Reducer>: StoreCore {
  @usableFromInline typealias State = R.State
  @usableFromInline typealias Action = R.Action

  @usableFromInline private(set) var state: R.State
  @usableFromInline let reducer: R
  @usableFromInline let observation = StoreObservation()
  // The loop's bookkeeping is read and written only by `sendNow`, for an instant at a time and
  // never across a call: nothing can overlap an access, so the runtime need not check for it
  // (a check is a call and a thread-local lookup per access, several per action).
  @usableFromInline @exclusivity(unchecked) var buffer: [R.Action] = []
  @usableFromInline @exclusivity(unchecked) var bufferStart = 0
  @usableFromInline @exclusivity(unchecked) var isSending = false
  /// Made with the first effect: a store that starts none never pays for its registry.
  @usableFromInline lazy var runtime = EffectRuntime<R.Action> { [weak self] action in
    _ = self?.send(action)
  }
  /// The store's send: runs ``sendNow(_:)``. Every store of the tree reaches it through its own
  /// send, and the effects call it directly.
  @usableFromInline private(set) var send: @MainActor (R.Action) -> Task<Void, Never>?
  /// Whether an action replaced the root state, which the store's own observers hear of.
  @usableFromInline let replacement = ReplacementCheck<R.State>()
  /// The dependencies every action of this store is reduced with.
  @usableFromInline let dependencies: DependencyValues

  @inlinable
  init(initialState: R.State, reducer: R, dependencies: DependencyValues) {
    self.state = initialState
    self.reducer = reducer
    self.dependencies = dependencies
    self.send = { _ in nil }
    // The closure is kept by this core and by the stores of its tree, each of which holds this
    // core through its own core: the reference it holds need not retain.
    let core = _UnsafeRootCoreReference(self)
    self.send = { action in core.sendNow(action) }
  }

  @usableFromInline
  var isInvalid: Bool { false }

  /// Runs `body` with this store's dependencies as the current ones. When they already are (a
  /// store made without overrides, sent to from code without any), nothing is bound: reading
  /// the current values costs less than binding them.
  @inlinable
  func withStoreDependencies(_ body: () -> Void) {
    if DependencyValues._current.hasSameOverrides(as: dependencies) {
      body()
    } else {
      DependencyValues.$_current.withValue(dependencies, operation: body)
    }
  }

  /// The cancellation registry of this store's effects.
  var cancellations: CancellationRegistry { runtime.cancellations }

  /// The number of effects still running.
  var inFlightEffects: Int { runtime.inFlightCount }

  /// Processes `action`, and every action it queues, then tells observers.
  @inlinable
  func sendNow(_ action: R.Action) -> Task<Void, Never>? {
    // An action sent while another is processed waits its turn; the first one is processed
    // directly, so a send that queues nothing never touches the buffer.
    guard !isSending else {
      buffer.append(action)
      return nil
    }
    isSending = true
    // Effects start inside `withStoreDependencies`, where the reducer returned them: the store's
    // dependencies are the current ones.
    var tasks = StartedTasks()
    var replaced = false
    replacement.run(&state, replaced: &replaced) { state in
      withStoreDependencies {
        let effect = reducer.reduce(into: &state, action: action)
        if !effect.isNone { runtime.start(effect, reducedWith: dependencies, into: &tasks) }
        while bufferStart < buffer.count {
          let action = buffer[bufferStart]
          bufferStart += 1
          let effect = reducer.reduce(into: &state, action: action)
          if !effect.isNone { runtime.start(effect, reducedWith: dependencies, into: &tasks) }
        }
      }
    }
    if !buffer.isEmpty {
      buffer.removeAll(keepingCapacity: true)
      bufferStart = 0
    }
    isSending = false
    if replaced { observation.stateDidChange() }
    ObservationScheduler.shared.flush()
    return tasks.combined
  }
}
