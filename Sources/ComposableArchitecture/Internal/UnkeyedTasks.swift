/// The effect tasks of one registry shard that have no cancel id: kept so that a store going
/// away can cancel them, and counted. A plain value, tested on its own.
///
/// A finished task's entry is not removed by the task's own thread but by the next insertion,
/// which the store makes on its thread: the entry holds what the task ran with (its job), and
/// releasing that on the effect's thread would free memory the store's thread allocated, which
/// `malloc` does under the lock of the store thread's arena, the lock the store takes for every
/// allocation. Effects finishing while the store started more waited on it nearly every time.
struct UnkeyedTasks {
  /// A task in flight, and what it runs with.
  struct Entry {
    let task: Task<Void, Never>
    let job: (any AnyObject & Sendable)?
  }

  private(set) var entries: [CancellationState.Token: Entry] = [:]

  /// Tokens of finished tasks, in the order they finished: some may not be recorded yet.
  private var finished: [CancellationState.Token] = []

  /// Whether the store went away: nothing records tasks any more, so finished ones go at once.
  private var isClosed = false

  /// Records a started task, and forgets the tasks that finished since the last insertion.
  mutating func insert(
    _ token: CancellationState.Token, task: Task<Void, Never>, job: (any AnyObject & Sendable)?
  ) {
    entries[token] = Entry(task: task, job: job)
    forgetFinished()
  }

  /// Notes that a task finished; its entry goes at the next insertion.
  mutating func finish(_ token: CancellationState.Token) {
    if isClosed {
      entries[token] = nil
    } else {
      finished.append(token)
    }
  }

  /// The number of tasks recorded that have not finished.
  var count: Int {
    entries.count - finished.count { entries[$0] != nil }
  }

  /// Stops recording: returns the tasks still in flight, to be cancelled.
  mutating func close() -> [Task<Void, Never>] {
    isClosed = true
    forgetFinished()
    return entries.values.map(\.task)
  }

  /// Removes the entries of finished tasks. A task that finished before it was recorded keeps
  /// its token here until it is.
  private mutating func forgetFinished() {
    guard !finished.isEmpty else { return }
    var unrecorded: [CancellationState.Token] = []
    for token in finished where entries.removeValue(forKey: token) == nil {
      unrecorded.append(token)
    }
    finished = unrecorded
  }
}
