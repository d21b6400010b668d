import Locking
import Synchronization

/// Runs observers again after the state they read changed, never in the middle of a change.
///
/// Observation reports a change when it begins (the state is not written yet), possibly in the
/// middle of a reducer. Observers are therefore queued; a store flushes the queue when its
/// `send` has finished, so an observer sees one consistent state per `send`. A change made
/// outside any store is flushed on the main actor soon after.
@usableFromInline
package final class ObservationScheduler: Sendable {
  @usableFromInline package static let shared = ObservationScheduler()

  // Not private: the tests read `flushTasksStarted` to check that a loop of sends starts one task.
  package struct Pending: Sendable {
    var observers: [Observer] = []
    /// The storage of the last batch run, empty, for the queue to reuse: a send that wakes an
    /// observer then allocates nothing to queue it.
    var spare: [Observer] = []
    var flushScheduled = false
    var flushTasksStarted = 0
  }

  package let pending = Lock(Pending())
  /// Whether `pending` holds observers: read without the lock, so a `send` that woke no one
  /// (most of them) pays one atomic load to flush.
  @usableFromInline package let hasQueued = Atomic<Bool>(false)

  /// Queues `observer` to run again.
  package func schedule(_ observer: Observer?) {
    guard let observer else { return }
    let needsFlush = pending.withLock { pending -> Bool in
      pending.observers.append(observer)
      hasQueued.store(true, ordering: .releasing)
      defer { pending.flushScheduled = true }
      if pending.flushScheduled { return false }
      pending.flushTasksStarted += 1
      return true
    }
    if needsFlush {
      Task { @MainActor in self.scheduledFlush() }
    }
  }

  /// Runs every queued observer, and those its runs queue, in order.
  @MainActor
  @inlinable
  package func flush() {
    if hasQueued.load(ordering: .acquiring) || ElementReplacementWatches.isActive {
      drain(endingScheduledFlush: false)
    }
  }

  /// The flush the queue's first observer scheduled. Only it clears `flushScheduled`: a store's
  /// flush leaves the task pending, so that sends which each wake an observer start one task
  /// between them, not one per send (in a loop that holds the main actor, those would pile up
  /// until it yields: ~2 KB a send).
  @MainActor
  private func scheduledFlush() {
    drain(endingScheduledFlush: true)
  }

  @MainActor
  @usableFromInline
  package func drain(endingScheduledFlush: Bool) {
    // A row replaced by the change being flushed wakes the observers of its store here, so
    // they run in this flush with the others.
    ElementReplacementWatches.checkAll()
    while true {
      var observers = takeQueued(endingScheduledFlush: endingScheduledFlush)
      guard !observers.isEmpty else { return }
      for observer in observers {
        observer.run()
      }
      observers.removeAllKeepingStorage()
      recycle(observers)
    }
  }

  /// Empties the queue. Not main-actor isolated: a closure formed on the main actor and passed to
  /// the lock would check, on every flush, that it runs there.
  private func takeQueued(endingScheduledFlush: Bool) -> [Observer] {
    pending.withLock { pending -> [Observer] in
      hasQueued.store(false, ordering: .relaxed)
      if pending.observers.isEmpty {
        if endingScheduledFlush { pending.flushScheduled = false }
        return []
      }
      var taken: [Observer] = []
      swap(&taken, &pending.spare)
      swap(&taken, &pending.observers)
      return taken
    }
  }

  /// Keeps the storage of a batch that ran, emptied, for the queue to reuse.
  private func recycle(_ batch: [Observer]) {
    pending.withLock { pending in
      if pending.spare.capacity < batch.capacity { pending.spare = batch }
    }
  }
}
