import Foundation

extension Task where Success == Never, Failure == Never {
  /// Suspends the current task many times over, to give other tasks room to make progress.
  ///
  /// Each round starts a low-priority detached task that yields once and waits for it, a longer
  /// trip through the executor than a single `Task.yield()`. On the concurrent global executor
  /// this only makes it likely that work started earlier has reached its next suspension; under
  /// `withMainSerialExecutor(operation:)` every job queued before the call has run by the time
  /// the first round ends.
  ///
  /// ```swift
  /// model.startButtonTapped()  // starts a task
  /// await Task.megaYield()
  /// #expect(model.isLoading)
  /// ```
  ///
  /// - Parameter count: The number of rounds; by default `_defaultMegaYieldCount`.
  public static func megaYield(count: Int = _defaultMegaYieldCount) async {
    for _ in 0..<max(0, count) {
      await Task<Void, Never>.detached(priority: .background) { await Task<Never, Never>.yield() }
        .value
    }
  }
}

/// The number of rounds ``_Concurrency/Task/megaYield(count:)`` makes by default: 20, or the
/// value of the `TASK_MEGA_YIELD_COUNT` environment variable clamped to `0...10_000`.
public let _defaultMegaYieldCount: Int = {
  let requested = ProcessInfo.processInfo.environment["TASK_MEGA_YIELD_COUNT"].flatMap { Int($0) }
  return min(max(requested ?? 20, 0), 10_000)
}()
