import Locking
import Synchronization

/// A test store's hold on the main serial executor: taken when the store is made, let go when
/// the test asks (`useMainSerialExecutor = false`) or when the store goes away, whichever comes
/// first, and never twice.
final class SerialExecutorHold: Sendable {
  private struct State {
    var isHeld = false
    /// `uncheckedUseMainSerialExecutor` as it was before the store set it, put back when the
    /// store goes away, as upstream's test store does.
    var flagBefore = false
  }
  private let state = Lock(State())

  init() {
    let flag = EffectDriver.acquireSettingFlag()
    state.withLock {
      $0.isHeld = true
      $0.flagBefore = flag
    }
  }

  /// Whether the hold is taken.
  var isTaken: Bool { state.withLock { $0.isHeld } }

  /// Takes or lets go of the hold, and sets `uncheckedUseMainSerialExecutor` to match, as
  /// upstream's `useMainSerialExecutor` does; asking for what is already the case only sets the
  /// flag.
  func hold(_ take: Bool) {
    let changed = state.withLock { state -> Bool in
      guard state.isHeld != take else { return false }
      state.isHeld = take
      return true
    }
    if changed {
      if take { EffectDriver.acquire() } else { EffectDriver.release() }
    }
    EffectDriver.setFlag(take)
  }

  deinit {
    let (wasHeld, flagBefore) = state.withLock { ($0.isHeld, $0.flagBefore) }
    if wasHeld { EffectDriver.release() }
    EffectDriver.setFlag(flagBefore)
  }
}
