/// An effect task without cancel ids, as its registry keeps it: linked into a list of tasks in
/// flight until it finishes, then into a list of finished ones. The job of a store's effect is
/// one (``EffectJob``), so recording a task allocates nothing and hashes nothing.
@usableFromInline
class UnkeyedTask: @unchecked Sendable {  // NB: every var is read and written under its list's lock
  enum Stage {
    /// Created; its task is not recorded yet.
    case created
    /// Its task finished before it was recorded.
    case finishedEarly
    /// Recorded, running.
    case inFlight
    /// Finished after it was recorded, or handed over by a closing list.
    case done
  }

  /// Which of the registry's lists keeps it.
  let list: Int
  @exclusivity(unchecked) var task: Task<Void, Never>?
  @exclusivity(unchecked) var stage = Stage.created
  // The links hold nothing: a list keeps each node it links with one retain of its own, taken
  // when the node is recorded and given back when the node is released (``UnkeyedTasks``), so
  // moving a node between lists costs no reference counting.
  @exclusivity(unchecked) unowned(unsafe) var next: UnkeyedTask?
  @exclusivity(unchecked) unowned(unsafe) var previous: UnkeyedTask?

  @usableFromInline
  init(list: Int) {
    self.list = list
  }
}

/// The effect tasks of one registry shard that have no cancel id: kept so that a store going
/// away can cancel them, and counted. A plain value, tested on its own.
///
/// A finished task is not dropped by the task's own thread but by the next insertion, which the
/// store makes on its thread: the node is the job the task ran with, and releasing that on the
/// effect's thread would free memory the store's thread allocated, which `malloc` does under the
/// lock of the store thread's arena, the lock the store takes for every allocation. Effects
/// finishing while the store started more waited on it nearly every time.
///
/// Every node in either list is retained once by the list (see ``UnkeyedTask``); the chains this
/// hands back carry those retains, and ``release(_:)`` gives them back.
struct UnkeyedTasks {
  /// The tasks in flight, most recent first.
  private var live: UnkeyedTask?
  /// The tasks that finished since the last insertion, most recent first.
  private var finished: UnkeyedTask?
  /// Whether the store went away: finished tasks are handed back at once.
  private var isClosed = false

  /// The number of tasks recorded that have not finished.
  private(set) var count = 0

  /// Records `node`'s started task, unless it has already finished. Returns the tasks that
  /// finished since the last insertion, for the caller to release once it has let go of the
  /// lock.
  mutating func insert(_ node: UnkeyedTask, task: Task<Void, Never>) -> UnkeyedTask? {
    if node.stage == .finishedEarly {
      node.stage = .done
    } else {
      _ = Unmanaged.passRetained(node)
      node.task = task
      node.stage = .inFlight
      node.next = live
      live?.previous = node
      live = node
      count += 1
    }
    defer { finished = nil }
    return finished
  }

  /// Notes that `node`'s task finished: it goes with the next insertion. Returns the node
  /// itself, to be released by the caller, when there will be none (the list is closed).
  mutating func finish(_ node: UnkeyedTask) -> UnkeyedTask? {
    guard node.stage == .inFlight else {
      if node.stage == .created { node.stage = .finishedEarly }
      return nil
    }
    if let previous = node.previous { previous.next = node.next } else { live = node.next }
    node.next?.previous = node.previous
    node.previous = nil
    node.stage = .done
    count -= 1
    guard !isClosed else {
      node.next = nil
      return node
    }
    node.next = finished
    finished = node
    return nil
  }

  /// Stops recording: returns the tasks still in flight, to be cancelled, and the finished
  /// ones; both chains are for the caller to release once it has let go of the lock.
  mutating func close() -> (inFlight: UnkeyedTask?, finished: UnkeyedTask?) {
    isClosed = true
    var node = live
    while let current = node {
      node = current.next
      current.stage = .done
      current.previous = nil
    }
    count = 0
    defer {
      live = nil
      finished = nil
    }
    return (live, finished)
  }

  /// The tasks of a chain, in order.
  static func tasks(of chain: UnkeyedTask?) -> [Task<Void, Never>] {
    var tasks: [Task<Void, Never>] = []
    var node = chain
    while let current = node {
      node = current.next
      if let task = current.task { tasks.append(task) }
    }
    return tasks
  }

  /// Gives back the list's retain of every node of a chain, one by one.
  static func release(_ chain: UnkeyedTask?) {
    var node = chain
    while let current = node {
      node = current.next
      current.next = nil
      Unmanaged.passUnretained(current).release()
    }
  }
}
