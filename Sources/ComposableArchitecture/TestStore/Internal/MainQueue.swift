import Dispatch

/// Tells whether code runs on the main dispatch queue, the main actor's executor, without
/// trapping when it does not (unlike `MainActor.assumeIsolated`).
///
/// Under Swift Testing on Linux the main queue is drained by a worker thread, so the thread is
/// no guide; the queue's own specific value is.
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue.
  static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == true
  }
}
