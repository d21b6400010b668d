/// The effect tasks of one registry shard: kept so that a store going away can cancel them, and
/// counted. A plain value, tested on its own.
///
/// A finished task is not dropped by the task's own thread but by the next insertion, which the
/// store makes on its thread: the node is the job the task ran with, and releasing that on the
/// effect's thread would free memory the store's thread allocated, which `malloc` does under the
/// lock of the store thread's arena, the lock the store takes for every allocation. Effects
/// finishing while the store started more waited on it nearly every time.
///
/// When no insertion comes (the list has nothing left in flight, or many finished tasks wait),
/// ``finish(_:)`` says so, and the registry has the store's thread take them
/// (``takeFinished()``): a store that stopped starting effects must not keep the ones that
/// ended, each holding its task, until it starts another.
///
/// Every node in either list is retained once by the list (see ``TrackedTask``); the chains this
/// hands back carry those retains, and ``release(_:)`` gives them back.
struct TrackedTasks {
  /// The tasks in flight, most recent first.
  private var live: Unmanaged<TrackedTask>?
  /// The tasks that finished since the last insertion, most recent first.
  private var finished: Unmanaged<TrackedTask>?
  /// Whether one of them has cancel ids, and so must leave the groups of its ids.
  private var finishedHasKeys = false
  /// How many tasks finished since the last insertion.
  private var finishedCount = 0
  /// Whether the store went away: finished tasks are handed back at once.
  private var isClosed = false

  /// The number of tasks recorded that have not finished.
  private(set) var count = 0

  /// The tasks that finished since the last insertion: for the caller to release once it has
  /// let go of the lock, after dropping them from the groups of their ids if `hasKeys`.
  struct Finished {
    let chain: TrackedTask?
    let hasKeys: Bool
  }

  /// Records `node`'s started task, unless it has already finished. Returns whether it was
  /// recorded, and the tasks that finished since the last insertion.
  mutating func insert(_ node: TrackedTask) -> (recorded: Bool, finished: Finished) {
    let handedBack = takeFinished()
    guard node.stage != .finishedEarly else {
      node.stage = .done
      return (false, handedBack)
    }
    let link = Unmanaged.passRetained(node)
    node.stage = .inFlight
    node.nextLink = live
    live?._withUnsafeGuaranteedRef { $0.previousLink = link }
    live = link
    count += 1
    return (true, handedBack)
  }

  /// What the caller of ``finish(_:)`` must do about the finished task.
  enum Finish {
    /// Nothing: the next insertion hands it back.
    case kept
    /// Have the store's thread take the finished tasks (``takeFinished()``): nothing is left in
    /// flight here, so no insertion may come soon, or enough finished tasks wait.
    case keptUntilTaken
    /// Release it: the list is closed.
    case release(TrackedTask)
  }

  /// How many finished tasks may wait for the next insertion while others are in flight.
  static let finishedLimit = 256

  /// Takes the tasks that finished since the last insertion, for the caller to release once it
  /// has let go of the lock, after dropping them from the groups of their ids if `hasKeys`.
  mutating func takeFinished() -> Finished {
    defer {
      finished = nil
      finishedHasKeys = false
      finishedCount = 0
    }
    return Finished(chain: finished?.takeUnretainedValue(), hasKeys: finishedHasKeys)
  }

  /// Notes that `node`'s task finished: it goes with the next insertion, or to the store's thread
  /// when that may not come soon (see ``Finish``).
  mutating func finish(_ node: TrackedTask) -> Finish {
    guard node.stage == .inFlight else {
      if node.stage == .created { node.stage = .finishedEarly }
      return .kept
    }
    let next = node.nextLink
    let previous = node.previousLink
    if let previous {
      previous._withUnsafeGuaranteedRef { $0.nextLink = next }
    } else {
      live = next
    }
    next?._withUnsafeGuaranteedRef { $0.previousLink = previous }
    node.previousLink = nil
    node.stage = .done
    count -= 1
    guard !isClosed else {
      node.nextLink = nil
      return .release(node)
    }
    node.nextLink = finished
    finished = Unmanaged.passUnretained(node)
    if !node.keys.isEmpty { finishedHasKeys = true }
    finishedCount += 1
    // The registry sends one release at a time to the store's thread, however often asked.
    return count == 0 || finishedCount == Self.finishedLimit ? .keptUntilTaken : .kept
  }

  /// Stops recording: returns the tasks still in flight, to be cancelled, and the finished
  /// ones; both chains are for the caller to release once it has let go of the lock.
  mutating func close() -> (inFlight: TrackedTask?, finished: TrackedTask?) {
    isClosed = true
    var node = live
    while let current = node {
      current._withUnsafeGuaranteedRef {
        node = $0.nextLink
        $0.stage = .done
        $0.previousLink = nil
      }
    }
    count = 0
    defer { live = nil }
    return (live?.takeUnretainedValue(), takeFinished().chain)
  }

  /// Gives back the list's retain of every node of a chain, one by one.
  static func release(_ chain: TrackedTask?) {
    var node = chain.map(Unmanaged.passUnretained)
    while let current = node {
      current._withUnsafeGuaranteedRef {
        node = $0.nextLink
        $0.nextLink = nil
      }
      current.release()
    }
  }
}
