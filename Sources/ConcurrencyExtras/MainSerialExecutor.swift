import Dispatch

/// Runs an async operation with every task's work serialised on the main executor.
///
/// While the operation runs, each job that the concurrency runtime would hand to its global
/// (concurrent) executor is enqueued on the main executor instead. The main executor is the main
/// dispatch queue, a first-in, first-out serial queue; main-actor jobs already go there. So all
/// task work that is not bound to an actor with its own custom executor runs one job at a time,
/// in the order the jobs were enqueued, and the interleaving of tasks that only wake each other
/// becomes a pure function of the program: the same on every run.
///
/// ```swift
/// @Test func interleaving() async {
///   await withMainSerialExecutor {
///     let log = LockIsolated<[Int]>([])
///     await withTaskGroup(of: Void.self) { group in
///       for id in 0..<3 {
///         group.addTask {
///           for _ in 0..<2 {
///             log.withValue { $0.append(id) }
///             await Task.yield()
///           }
///         }
///       }
///     }
///     #expect(log.value == [0, 1, 2, 0, 1, 2])
///   }
/// }
/// ```
///
/// What is guaranteed, while at least one caller is inside this function (or
/// ``uncheckedUseMainSerialExecutor`` is set):
/// - No two jobs routed this way run at the same time, and they start in enqueue order.
/// - A task resumed by a timer (`Task.sleep`) or by a continuation resumed from another thread
///   is enqueued at the moment that happens, so its place in the order depends on timing.
/// - A job that was already running, or already queued on the global executor, when the hooks
///   went in is not moved; nor is work on actors with custom executors or on Dispatch queues.
/// - The hooks are process-global. Concurrent and nested callers share them through a reference
///   count; the last caller to leave restores whatever hooks were there before the first came.
///   Jobs of other tests that run at the same time are serialised too, interleaved with yours.
/// - Code that blocks a thread while waiting for other async work (a semaphore, a `sync` call
///   into the main queue) deadlocks here, because that work needs the blocked main executor.
///
/// On Linux the main executor is serviced by a Dispatch worker thread under Swift Testing and by
/// the main thread's run loop under XCTest, so jobs run on the main actor but not necessarily
/// on the main thread; check isolation with `MainActor.assertIsolated()`.
///
/// > Warning: A testing tool. Do not use it in application code.
///
/// - Parameter operation: The work to run with serialised execution.
@MainActor
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: @MainActor @Sendable () async throws -> Void
) async rethrows {
  let flag = SerialExecutorHookInstaller.shared.acquireSettingFlag()
  defer { SerialExecutorHookInstaller.shared.releaseRestoringFlag(flag) }
  try await operation()
}

/// Runs a synchronous operation with every task's work serialised on the main executor.
///
/// The synchronous form suits XCTest's `invokeTest`, which wraps each test of a case, async
/// tests included:
///
/// ```swift
/// class SerialTestCase: XCTestCase {
///   override func invokeTest() {
///     withMainSerialExecutor { super.invokeTest() }
///   }
/// }
/// ```
///
/// Jobs enqueued while `operation` runs are queued on the main executor; if `operation` itself
/// occupies the main thread without waiting on its run loop, they run only after it returns.
/// The guarantees are those of its async counterpart.
///
/// - Parameter operation: The work to run with serialised execution.
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: () throws -> Void
) rethrows {
  let flag = SerialExecutorHookInstaller.shared.acquireSettingFlag()
  defer { SerialExecutorHookInstaller.shared.releaseRestoringFlag(flag) }
  try operation()
}

/// Whether task work is serialised on the main executor, as a plain flag; setting it holds or
/// lets go of that serialisation with no scope.
///
/// It reads back what was last set: by this setter, or by `withMainSerialExecutor` and a
/// `TestStore`, which set it to `true` for their lifetime and put back what it was. Setting
/// `true` adds one holder (setting it again adds nothing); setting `false` removes that holder
/// only, so it never cuts short a `withMainSerialExecutor` scope or a test store that still
/// needs serialisation, though the flag then reads `false`.
///
/// > Warning: Prefer the scoped `withMainSerialExecutor`; a flag left set changes how every
/// > later test in the process runs.
public var uncheckedUseMainSerialExecutor: Bool {
  get { SerialExecutorHookInstaller.shared.flag }
  set { SerialExecutorHookInstaller.shared.holdsUnchecked = newValue }
}

/// Whether task work is serialised on the main executor right now: someone holds it.
package var isMainSerialExecutorInstalled: Bool {
  SerialExecutorHookInstaller.shared.snapshot.installed
}

/// Suspends until the main serial executor has nothing left to run but the caller.
///
/// Each round sends a Dispatch block to the back of the main queue and suspends until it runs;
/// the block resumes the caller, which puts the caller's own job at the back in turn. So every
/// job queued ahead ran before the caller continues. If the only job enqueued during the round
/// was the caller's own resumption, nothing is runnable any more: every other task is suspended
/// on something (a continuation, a test clock, a timer, I/O). That is quiescence, the point
/// where a test can look at what effects did.
///
/// Work on other threads (a custom-executor actor, a timer about to fire) cannot be seen, and
/// unrelated tests running at the same time share the queue.
///
/// - Parameter maxRounds: A bound for work that never settles, like a loop of yields.
/// - Returns: `true` when quiescence was observed; `false` at once when the serial executor is
///   off (nothing can be promised then) or when `maxRounds` ran out.
@MainActor
package func waitForMainSerialExecutorToSettle(maxRounds: Int = 10_000) async -> Bool {
  for _ in 0..<maxRounds {
    guard SerialExecutorHookInstaller.shared.holderCount > 0 else { return false }
    let before = mainSerialExecutorEnqueueCount.load(ordering: .sequentiallyConsistent)
    // NB: not `Task.yield()`: it is nonisolated, so calling it from the main actor adds hops
    // whose number the runtime does not promise. A continuation resumed from a main-queue block
    // costs exactly one main-executor enqueue, the resumption.
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
    let after = mainSerialExecutorEnqueueCount.load(ordering: .sequentiallyConsistent)
    if after - before == 1 { return true }
    // NB: no enqueue at all means the hooks are no longer counting.
    if after == before { return false }
  }
  return false
}
