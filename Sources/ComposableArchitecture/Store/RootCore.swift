/// The core of a root store: the only place the state lives and the reducer runs.
///
/// Actions are processed first in, first out, in one loop: an action sent while another is
/// being processed (by a `.send` effect, or by an observer) waits its turn. Observers are
/// told of the changes when the loop ends, so they see one consistent state per `send`.
@MainActor
final class RootCore<R: Reducer>: StoreCore {
  private(set) var state: R.State
  private let reducer: R
  let observation = StoreObservation()
  private var buffer: [R.Action] = []
  private var bufferStart = 0
  private var isSending = false
  private lazy var runtime = EffectRuntime<R.Action> { [weak self] action in
    _ = self?.send(action)
  }
  private let identity = RuntimeIdentity.of(R.State.self)
  /// The dependencies every action of this store is reduced with.
  let dependencies: DependencyValues

  init(initialState: R.State, reducer: R, dependencies: DependencyValues) {
    self.state = initialState
    self.reducer = reducer
    self.dependencies = dependencies
  }

  var isInvalid: Bool { false }

  /// The cancellation registry of this store's effects.
  var cancellations: CancellationRegistry { runtime.cancellations }

  /// The number of effects still running.
  var inFlightEffects: Int { runtime.inFlightCount }

  func send(_ action: R.Action) -> Task<Void, Never>? {
    // An action sent while another is processed waits its turn; the first one is processed
    // directly, so a send that queues nothing never touches the buffer.
    guard !isSending else {
      buffer.append(action)
      return nil
    }
    isSending = true
    let identityBefore = identity?(&state)
    var tasks: [Task<Void, Never>] = []
    DependencyValues.$_current.withValue(dependencies) {
      tasks.append(contentsOf: runtime.start(reducer.reduce(into: &state, action: action)))
      while bufferStart < buffer.count {
        let action = buffer[bufferStart]
        bufferStart += 1
        tasks.append(contentsOf: runtime.start(reducer.reduce(into: &state, action: action)))
      }
    }
    if !buffer.isEmpty {
      buffer.removeAll(keepingCapacity: true)
      bufferStart = 0
    }
    isSending = false
    if identityBefore == nil || identityBefore != identity?(&state) {
      observation.stateDidChange()
    }
    ObservationScheduler.shared.flush()
    guard tasks.count > 1 else { return tasks.first }
    return Task { [tasks] in
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    }
  }
}
