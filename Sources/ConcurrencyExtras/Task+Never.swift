extension Task where Failure == Never {
  /// Suspends forever, or until the current task is cancelled, when it throws
  /// `CancellationError`.
  ///
  /// Stands in for long-lived work in tests and previews, such as a stream that never ends:
  ///
  /// ```swift
  /// let client = LocationClient(updates: { try await Task.never() })
  /// ```
  ///
  /// - Returns: Never returns normally.
  /// - Throws: `CancellationError` once the task is cancelled.
  public static func never() async throws -> Success {
    for await element in AsyncStream<Success>.never { return element }
    throw _Concurrency.CancellationError()
  }
}

extension Task where Success == Never, Failure == Never {
  /// Suspends forever, or until the current task is cancelled, when it throws
  /// `CancellationError`.
  ///
  /// - Throws: `CancellationError` once the task is cancelled.
  public static func never() async throws {
    for await _ in AsyncStream<Never>.never {}
    throw _Concurrency.CancellationError()
  }
}

extension Task where Failure == Never {
  /// The task's result, cancelling the task if the task that waits for it is cancelled.
  ///
  /// `value` alone leaves the awaited task running when the waiter is cancelled; this forwards
  /// the cancellation.
  public var cancellableValue: Success {
    get async {
      await withTaskCancellationHandler {
        await value
      } onCancel: {
        cancel()
      }
    }
  }
}

extension Task where Failure == any Error {
  /// The task's result, cancelling the task if the task that waits for it is cancelled.
  ///
  /// `value` alone leaves the awaited task running when the waiter is cancelled; this forwards
  /// the cancellation.
  public var cancellableValue: Success {
    get async throws {
      try await withTaskCancellationHandler {
        try await value
      } onCancel: {
        cancel()
      }
    }
  }
}
