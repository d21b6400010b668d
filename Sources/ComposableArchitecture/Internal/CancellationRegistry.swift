import Synchronization

/// The cancellable effects of one root store.
///
/// Every root store owns one, so cancellation ids are isolated per store: two stores using the
/// same id never cancel each other's work. Effects find the registry of the store that started
/// them through ``current``, a task-local that each effect's task binds.
///
/// The store's effects are ``TrackedTask``s, recorded by the store's thread in lists spread over
/// several locks; their threads only note, under their list's lock, that they finished. The
/// store's thread does the rest of the bookkeeping at its next insertion: it drops the finished
/// tasks from the groups of their cancel ids, and releases them. When that insertion may not
/// come soon (a list has nothing left in flight, or many finished effects wait), a job on the
/// main actor, the store's thread, does it instead (``releaseFinished()``): a store gives back
/// what its effects held once they end, not when it starts another.
@usableFromInline
final class CancellationRegistry: Sendable {
  /// The registry of the store whose effect is running; a process-wide one outside any store.
  @TaskLocal @usableFromInline static var current = CancellationRegistry()

  /// Which tasks each cancel id cancels.
  private let state = Mutex(CancellationState())

  /// The store's effects, spread over several locks. The store's thread records every task it
  /// starts while the effects' threads note the ones that finish: with one lock for both, the
  /// two sides contended for it on many effects.
  private let lists: [TrackedTaskList] = (0..<TrackedTaskList.count).map { _ in TrackedTaskList() }
  private let nextListIndex = Atomic<UInt>(0)
  /// Whether a ``releaseFinished()`` is on its way to the main actor: one at a time, however
  /// many effects finish meanwhile.
  private let releaseIsScheduled = Atomic<Bool>(false)

  /// The state of the `throttle` operators of this store's effects.
  let throttles = ThrottleState()

  @usableFromInline
  init() {}

  /// A fresh token for a task other than a store's effect, about to be started under cancel ids.
  func makeToken() -> CancellationState.Token {
    CancellationState.Token.next()
  }

  /// Which of the lists the next effect goes to: consecutive ones go to different lists.
  @usableFromInline
  func nextList() -> Int {
    let next = nextListIndex.add(1, ordering: .relaxed).oldValue
    return Int(truncatingIfNeeded: next % UInt(TrackedTaskList.count))
  }

  /// Records the started task of a store's effect (its ``TrackedTask/task`` set), under its
  /// cancel ids, unless it has already finished. Called by the store's thread.
  ///
  /// The effects that finished since the last insertion are dropped from the groups of their
  /// ids and released here, on the store's thread (see ``TrackedTasks``).
  @usableFromInline
  func insert(_ node: TrackedTask) {
    let (recorded, finished) = lists[node.list].tasks.withLock { $0.insert(node) }
    let registers = recorded && !node.keys.isEmpty
    if registers || finished.hasKeys {
      state.withLock { state in
        if registers { state.insert(node) }
        if finished.hasKeys { state.unregister(chain: finished.chain) }
      }
    }
    TrackedTasks.release(finished.chain)
  }

  /// Drops the effects that finished since the last insertion from the groups of their ids,
  /// and releases them. Run on the main actor, the store's thread, when an effect's thread
  /// asked for it (``TrackedTasks/Finish/keptUntilTaken``).
  @MainActor
  func releaseFinished() {
    // Cleared first: an effect finishing after a list was taken schedules another release.
    releaseIsScheduled.store(false, ordering: .sequentiallyConsistent)
    for list in lists {
      let finished = list.tasks.withLock { $0.takeFinished() }
      if finished.hasKeys { state.withLock { $0.unregister(chain: finished.chain) } }
      TrackedTasks.release(finished.chain)
    }
  }

  /// Records a task other than a store's effect under `keys` (outermost first), unless it has
  /// already finished.
  func insert<Success>(
    _ token: CancellationState.Token, task: Task<Success, Never>, keys: [CancelID]
  ) {
    state.withLock { $0.insert(token, task: .other(task.cancel), keys: keys) }
  }

  /// Records the task of an effect nested in another under `keys`.
  func insert(_ token: CancellationState.Token, task: Task<Void, Never>, keys: [CancelID]) {
    state.withLock { $0.insert(token, task: .effect(task), keys: keys) }
  }

  /// Forgets a finished task recorded by token.
  func finish(_ token: CancellationState.Token) {
    state.withLock { $0.finish(token) }
  }

  /// Notes that a store's effect finished. Called by the effect's task.
  func finish(_ node: TrackedTask) {
    switch lists[node.list].tasks.withLock({ $0.finish(node) }) {
    case .kept:
      return
    case .keptUntilTaken:
      guard !releaseIsScheduled.exchange(true, ordering: .sequentiallyConsistent) else { return }
      Task { @MainActor in self.releaseFinished() }
    case .release(let released):
      // The store went away: nothing else will release it.
      if !released.keys.isEmpty { state.withLock { $0.unregister(released) } }
      TrackedTasks.release(released)
    }
  }

  /// Cancels every task registered under `key`.
  @usableFromInline
  func cancel(_ key: CancelID) {
    let tasks = state.withLock { $0.remove(key: key) }
    for task in tasks { task.cancel() }
  }

  /// Cancels every task registered under a key whose path lies at or under `path`.
  @usableFromInline
  func cancelAll(under path: NavigationIDPath) {
    let tasks = state.withLock { $0.remove { $0.path.starts(with: path) } }
    for task in tasks { task.cancel() }
  }

  /// Cancels every task in flight: the store is going away.
  func cancelAll() {
    for list in lists {
      let (inFlight, finished) = list.tasks.withLock { $0.close() }
      var node = inFlight
      while let current = node {
        current.task?.cancel()
        node = current.next
      }
      // The groups of cancel ids still hold the nodes they list: released below.
      TrackedTasks.release(inFlight)
      TrackedTasks.release(finished)
    }
    let tasks = state.withLock { $0.removeAll() }
    for task in tasks { task.cancel() }
  }

  /// The number of registrations under cancel ids of a store's effects, finished or not.
  var registrationsUnderIDs: Int {
    state.withLock { $0.groups.values.reduce(0) { $0 + $1.count } }
  }

  /// The number of tasks in flight.
  var count: Int {
    lists.reduce(state.withLock { $0.tasks.count }) { count, list in
      count + list.tasks.withLock { $0.count }
    }
  }
}

/// One lock's share of a store's effects.
private final class TrackedTaskList: Sendable {
  static let count = 8
  let tasks = Mutex(TrackedTasks())
}
