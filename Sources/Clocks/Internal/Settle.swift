import ConcurrencyExtras

/// The most passes through the main serial executor's queue that ``settle()`` waits for.
///
/// Quiescence is process-wide, and concurrently running tests can keep the shared queue busy
/// for a long time; every pass gives each runnable task at least one turn, and a woken task
/// that needs more than this many turns before it suspends again is rare.
let settleRounds = 100

/// Lets other tasks run until they suspend: under the main serial executor, until no job is left
/// to run or after ``settleRounds`` passes through the queue; without it, as a best effort, with
/// `Task.megaYield()`.
func settle() async {
  if isMainSerialExecutorInstalled,
    await waitForMainSerialExecutorToSettle(maxRounds: settleRounds)
  {
    return
  }
  if !isMainSerialExecutorInstalled {
    await Task.megaYield()
  }
}
