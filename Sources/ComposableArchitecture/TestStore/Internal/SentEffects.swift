import Locking
import Synchronization

/// The effect tasks that trace back to one `send`: the ones its action started, and the ones
/// started by the actions those sent back, however deep.
///
/// A ``TestStoreTask`` stands for all of them, as TCA's does: a view's `.task` that is cancelled
/// also ends the work its effects set off through the actions they sent. Tasks join while the
/// family is being waited on (an effect sends an action, whose effect starts while the sender is
/// suspended in `send`), so the list is open-ended until its last task has finished.
final class SentEffects: Sendable {
  private struct Contents {
    var tasks: [Task<Void, Never>] = []
    var isCancelled = false
  }

  private let contents = Lock(Contents())

  /// Whether no task has joined: nothing can join later, since only these tasks send actions.
  var isEmpty: Bool {
    contents.withLock { $0.tasks.isEmpty }
  }

  /// Adds tasks to the family; when the family was already cancelled, they are cancelled too.
  func add(_ tasks: [Task<Void, Never>]) {
    guard !tasks.isEmpty else { return }
    let isCancelled = contents.withLock {
      $0.tasks += tasks
      return $0.isCancelled
    }
    if isCancelled {
      for task in tasks { task.cancel() }
    }
  }

  /// Cancels every task of the family, and those that join it later.
  func cancel() {
    let tasks = contents.withLock {
      $0.isCancelled = true
      return $0.tasks
    }
    for task in tasks { task.cancel() }
  }

  /// Waits until every task has finished, the ones that join while it waits included.
  ///
  /// A task joins before the task that sent its action resumes, so once the last known task
  /// has finished no other can join.
  func wait() async {
    var index = 0
    while let task = next(after: index) {
      await task.value
      index += 1
    }
  }

  private func next(after index: Int) -> Task<Void, Never>? {
    contents.withLock { index < $0.tasks.count ? $0.tasks[index] : nil }
  }
}
