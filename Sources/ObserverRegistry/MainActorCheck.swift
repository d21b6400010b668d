internal import CMainQueue
import Dispatch
import Foundation
import PlainPaths

/// Whether code runs on the main actor, asked without trapping: a store is main-actor state,
/// and an action sent from another thread (a C callback, a `Thread`, a detached queue) must
/// stop with the problem and its fix, not a bare illegal instruction from the runtime's own
/// isolation check; `observe` asks it to run a main-actor closure synchronously.
///
/// On Linux the main actor runs its jobs on the main dispatch queue, which any thread of the
/// pool may drain, or on the main thread itself before the run loop starts: either counts. A
/// job of the main queue itself is told by one call into libdispatch and a comparison, cheap
/// enough for every send of every build; anything else (a queue that targets the main queue, the main thread outside any
/// queue, another thread) is asked the slow way, with a queue lookup.
@usableFromInline
package enum MainActorCheck {
  /// Marks the main queue, so that a job can tell it runs there.
  private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  /// Whether the caller is on the main actor.
  @usableFromInline
  package static var isOnMainActor: Bool {
    // The plain twin (`PlainPaths`) asks only the portable way.
    (!PlainPaths.areTaken(for: .mainActorCheck) && isOnMainQueue)
      || DispatchQueue.getSpecific(key: mainQueueKey) != nil || Thread.isMainThread
  }

  /// Whether the caller runs a job of the main queue itself: how main-actor code runs, whether
  /// a task's or a block's.
  package static var isOnMainQueue: Bool {
    UInt(bitPattern: arbor_current_queue_label()) == mainQueueLabel
  }

  /// The address of the main queue's label, which no other queue has.
  private static let mainQueueLabel = UInt(bitPattern: arbor_main_queue_label())
}
