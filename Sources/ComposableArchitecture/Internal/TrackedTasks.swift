/// The effect tasks of one registry shard: kept so that a store going away can cancel them, and
/// counted. A plain value, tested on its own.
///
/// A finished task is not dropped by the task's own thread but by the next insertion, which the
/// store makes on its thread: the node is the job the task ran with, and releasing that on the
/// effect's thread would free memory the store's thread allocated, which `malloc` does under the
/// lock of the store thread's arena, the lock the store takes for every allocation. Effects
/// finishing while the store started more waited on it nearly every time.
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
    defer {
      finished = nil
      finishedHasKeys = false
    }
    let handedBack = Finished(chain: finished?.takeUnretainedValue(), hasKeys: finishedHasKeys)
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

  /// Notes that `node`'s task finished: it goes with the next insertion. Returns the node
  /// itself, to be released by the caller, when there will be none (the list is closed).
  mutating func finish(_ node: TrackedTask) -> TrackedTask? {
    guard node.stage == .inFlight else {
      if node.stage == .created { node.stage = .finishedEarly }
      return nil
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
      return node
    }
    node.nextLink = finished
    finished = Unmanaged.passUnretained(node)
    if !node.keys.isEmpty { finishedHasKeys = true }
    return nil
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
    defer {
      live = nil
      finished = nil
      finishedHasKeys = false
    }
    return (live?.takeUnretainedValue(), finished?.takeUnretainedValue())
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
