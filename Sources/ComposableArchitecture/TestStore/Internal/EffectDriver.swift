import ConcurrencyExtras

/// Runs a test store's effects forward on the main serial executor, so that waiting for them is
/// a matter of running work, never of sleeping and hoping.
///
/// While a test store is alive it holds the main serial executor (ConcurrencyExtras): every
/// task's jobs run one at a time on the main queue in the order they were enqueued. A *pass*
/// sends a marker to the back of that queue and waits for it, so every job that was runnable
/// when the pass began has run once; a task that needs `k` turns to reach its next suspension
/// has reached it after `k` passes, however busy the queue is with other work. A pass in which
/// nothing but the marker ran means *quiescence*: every task is suspended on something (a test
/// clock, a continuation, I/O).
///
/// The outcome of a test therefore depends on what its effects do, not on timing, for every
/// effect driven by things the test controls (test clocks, immediate clocks, in-memory
/// dependencies). Effects that wait on the outside world (real time, real I/O) are waited for
/// at quiescence in short ticks of real time, and only up to the step's timeout.
@MainActor
enum EffectDriver {
  /// The most passes a step makes to let effects start before it returns; work that never
  /// stops (a loop of yields) is cut off here, or at the step's deadline.
  static let settlePasses = 1_000

  /// The passes a wait still makes after its deadline while work is runnable, so that time
  /// spent blocked by other work (another test holding the main actor) never ends a wait
  /// that its own effects could still satisfy.
  static let gracePasses = 100

  /// Whether this process can serialise task execution (the runtime exports the hook).
  static var isSerial: Bool {
    SerialExecutorHookInstaller.shared.isAvailable
  }

  /// Takes a hold on the main serial executor, for the lifetime of a test store.
  nonisolated static func acquire() {
    SerialExecutorHookInstaller.shared.acquire()
  }

  /// Lets go of a hold taken by ``acquire()`` or ``acquireSettingFlag()``.
  nonisolated static func release() {
    SerialExecutorHookInstaller.shared.release()
  }

  /// Takes a hold and sets `uncheckedUseMainSerialExecutor`; returns the flag as it was.
  nonisolated static func acquireSettingFlag() -> Bool {
    SerialExecutorHookInstaller.shared.acquireSettingFlag()
  }

  /// Sets `uncheckedUseMainSerialExecutor` without taking or letting go of a hold.
  nonisolated static func setFlag(_ flag: Bool) {
    SerialExecutorHookInstaller.shared.setFlag(flag)
  }

  /// Runs one pass; returns whether the queue was quiescent.
  static func pass() async -> Bool {
    if isSerial, SerialExecutorHookInstaller.shared.holderCount > 0 {
      return await waitForMainSerialExecutorToSettle(maxRounds: 1)
    }
    // NB: without the hook nothing can be promised; hand the executor over for a while.
    await Task.megaYield()
    return false
  }

  /// Runs passes until quiescence, or ``settlePasses`` passes.
  ///
  /// Bounded by passes, never by time: a pass that took long because another test held the
  /// main actor still gave every runnable job its turn, and cutting the settling short on the
  /// clock would make the outcome depend on that other test.
  static func settle() async {
    for _ in 0..<settlePasses {
      if await pass() { return }
    }
  }

  /// Drives effects until `step` stops asking for more.
  ///
  /// - Parameters:
  ///   - deadline: When `step` is told the time is up.
  ///   - step: Looks at the store; `pastDeadline` says whether the deadline has passed.
  /// - Returns: The step that ended the wait (never `.keepDriving`).
  static func drive(
    until deadline: ContinuousClock.Instant,
    _ step: (_ pastDeadline: Bool) -> WaitStep
  ) async -> WaitStep {
    var wasQuiescent = false
    var passesPastDeadline = 0
    while true {
      let pastDeadline = ContinuousClock.now >= deadline
      // NB: time is up only once nothing runnable is left, or after the grace passes.
      let next = step(pastDeadline && (wasQuiescent || passesPastDeadline >= gracePasses))
      guard next == .keepDriving else { return next }
      wasQuiescent = await pass()
      if pastDeadline { passesPastDeadline += 1 }
      if wasQuiescent, !pastDeadline {
        // NB: quiescent with effects in flight: they wait on something outside the executor
        // (real time, I/O, a test clock nobody advances). Only real time can change that, so
        // let a little pass before looking again rather than spinning on an idle queue.
        try? await Task.sleep(nanoseconds: 1_000_000)
      }
    }
  }
}
