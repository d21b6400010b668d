/// The root runtime of a ``TestStore``: like a root store's core, it owns the state, runs the
/// reducer for each action in one first-in, first-out loop and starts the effects through an
/// ``EffectRuntime`` of its own (so cancellation ids are its own too). Unlike it, it keeps the
/// books a test needs: each action an effect sends is recorded with the state after it, and
/// each action's effect is tracked until all its tasks finish, under the `send`/`receive` it
/// came from.
@MainActor
final class TestCore<State, Action> {
  /// An action on its way through the loop: sent by the test, or received from an effect.
  struct Step {
    enum Origin { case send, receive }
    let origin: Origin
    let action: Action
    /// The `send` or `receive` whose effects led here; received actions inherit it.
    let location: CallSite
    /// The effects of the `send` this action traces back to; received actions inherit it.
    let family: SentEffects
  }

  /// The live state: ahead of what the test has asserted while received actions wait.
  private(set) var state: State
  /// The state right after the last action the test sent.
  private(set) var stateAfterLastSend: State
  var books = TestStoreBookkeeping<State, Action>()

  private let reduce: (inout State, Action) -> Effect<Action>
  private var buffer: [Step] = []
  private var bufferStart = 0
  private var isProcessing = false
  private var tasks: [Int: [Task<Void, Never>]] = [:]
  private lazy var runtime = EffectRuntime<Step> { [weak self] step in
    self?.enqueue(step)
  }

  /// The dependencies the test gave; it may change them between steps.
  var dependencies: DependencyValues {
    didSet { presentRoot() }
  }

  /// The dependencies every action is reduced, and every assertion closure run, with: the
  /// test's, with a `dismiss` that dismisses the root feature.
  private(set) var reducingDependencies: DependencyValues

  /// Records the writes to shared values the feature makes, for the store to assert.
  let sharedChangeTracker = SharedChangeTracker()

  /// Whether the root feature dismissed itself through the `dismiss` dependency.
  private(set) var isDismissed = false

  init<R: Reducer<State, Action>>(
    initialState: State, reducer: R, dependencies: DependencyValues
  ) {
    self.state = initialState
    self.stateAfterLastSend = initialState
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
    self.dependencies = dependencies
    self.reducingDependencies = dependencies
    // It binds its dependencies itself, and its effects keep them: stores sent to from there must
    // not assume the defaults are current.
    DependencyValues.noteOverride()
    presentRoot()
  }

  /// Sends an action from the test; returns the effects it led to, those that the actions its
  /// effects send back will start included.
  func send(_ action: Action, at location: CallSite) -> SentEffects {
    let family = SentEffects()
    enqueue(Step(origin: .send, action: action, location: location, family: family))
    return family
  }

  /// Navigation hook: the test store presents the root feature, as TCA's does. Its `dismiss`
  /// runs the one the test set, if any, then marks the store dismissed and ends its effects.
  private func presentRoot() {
    var values = dependencies
    let presenter = values.dismiss
    values.dismiss = DismissEffect { [weak self] in
      if case .custom(let dismiss) = presenter.mode { dismiss() }
      self?.dismissRoot()
    }
    sharedChangeTracker.track(&values)
    reducingDependencies = values
  }

  private func dismissRoot() {
    isDismissed = true
    _ = cancelInFlightEffects()
  }

  /// Cancels the tasks of every effect in flight and forgets the effects.
  func cancelInFlightEffects() -> [TestStoreBookkeeping<State, Action>.InFlightEffect] {
    let effects = books.takeAllInFlight()
    for effect in effects {
      for task in tasks.removeValue(forKey: effect.id) ?? [] { task.cancel() }
    }
    return effects
  }

  /// Cancels everything still running, when the test store goes away.
  func cancelAll() {
    for task in tasks.values.joined() { task.cancel() }
    tasks.removeAll()
  }

  private func enqueue(_ step: Step) {
    buffer.append(step)
    guard !isProcessing else { return }
    isProcessing = true
    defer {
      buffer.removeAll(keepingCapacity: true)
      bufferStart = 0
      isProcessing = false
    }
    while bufferStart < buffer.count {
      let step = buffer[bufferStart]
      bufferStart += 1
      let effect = DependencyValues.$_current.withValue(reducingDependencies) {
        reduce(&state, step.action)
      }
      switch step.origin {
      case .send: stateAfterLastSend = state
      case .receive: books.recordReceived(step.action, state: state)
      }
      let location = step.location
      let family = step.family
      let effectTasks = runtime.start(
        effect.mapped { Step(origin: .receive, action: $0, location: location, family: family) }
      )
      guard !effectTasks.isEmpty else { continue }
      family.add(effectTasks)
      track(effectTasks, for: step)
    }
  }

  /// Tracks the tasks of one action's effect until they have all finished.
  private func track(_ effectTasks: [Task<Void, Never>], for step: Step) {
    let id = books.effectStarted(for: step.action, at: step.location)
    tasks[id] = effectTasks
    Task { [weak self] in
      for task in effectTasks { await task.value }
      self?.tasks[id] = nil
      self?.books.effectFinished(id)
    }
  }
}
