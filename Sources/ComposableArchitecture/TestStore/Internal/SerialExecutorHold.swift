import Locking
import Synchronization

/// A test store's hold on the main serial executor: taken when the store is made, let go when
/// the test asks (`useMainSerialExecutor = false`) or when the store goes away, whichever comes
/// first, and never twice.
final class SerialExecutorHold: Sendable {
  private let isHeld = Lock(false)

  init() {
    hold(true)
  }

  /// Whether the hold is taken.
  var isTaken: Bool { isHeld.withLock { $0 } }

  /// Takes or lets go of the hold; asking for what is already the case does nothing.
  func hold(_ take: Bool) {
    let changed = isHeld.withLock { isHeld -> Bool in
      guard isHeld != take else { return false }
      isHeld = take
      return true
    }
    guard changed else { return }
    if take { EffectDriver.acquire() } else { EffectDriver.release() }
  }

  deinit {
    hold(false)
  }
}
