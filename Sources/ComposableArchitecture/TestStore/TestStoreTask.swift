import Synchronization

/// The effects started by one `TestStore.send(_:assert:)`: cancel
/// them, or wait for them to finish.
///
/// As in TCA, it stands for everything the action set off: the effects started by the actions
/// those effects sent back belong to it too, so cancelling it ends them all.
///
/// Handy for effects tied to a view's lifetime, which no action of the feature ends:
///
/// ```swift
/// let task = await store.send(.task)
/// await store.receive(\.tick) { $0.ticks = 1 }
/// await task.cancel()  // the view went away
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  let timeout: UInt64
  private let completion: Completion?

  init(effects: SentEffects?, timeout: UInt64) {
    self.timeout = timeout
    guard let effects, !effects.isEmpty else {
      self.rawValue = nil
      self.completion = nil
      return
    }
    let completion = Completion()
    self.completion = completion
    self.rawValue = Task {
      await withTaskCancellationHandler {
        await effects.wait()
      } onCancel: {
        effects.cancel()
      }
      completion.finish()
    }
  }

  /// Cancels the effects and waits for them to wind down.
  @MainActor
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.value
    await EffectDriver.settle()
  }

  /// Waits for the effects to finish, reporting an issue if they are still running after
  /// `duration`.
  ///
  /// - Parameters:
  ///   - duration: How long to wait for effects that wait on the outside world.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  @MainActor
  public func finish(
    timeout duration: Duration,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: duration.nanosecondsForTimeout,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Waits for the effects to finish, reporting an issue if they are still running after
  /// `nanoseconds` (by default the test store's ``TestStore/timeout``).
  ///
  /// - Parameters:
  ///   - nanoseconds: How long to wait for effects that wait on the outside world.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  @MainActor
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let completion else { return }
    let timeout = nanoseconds ?? self.timeout
    let deadline = ContinuousClock.now.advanced(by: .nanoseconds(Int64(clamping: timeout)))
    let outcome = await EffectDriver.drive(until: deadline) { pastDeadline in
      WaitStep.next(
        satisfied: completion.isFinished, hasInFlightEffects: true, pastDeadline: pastDeadline
      )
    }
    if outcome == .timedOut {
      reportIssue(
        TestStoreMessages.taskStillInFlight(
          timeout: timeout, isDefaultTimeout: nanoseconds == nil || nanoseconds == self.timeout
        ),
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
    await EffectDriver.settle()
  }

  /// Whether the effects were cancelled; `true` when there were none.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue == rhs.rawValue && lhs.timeout == rhs.timeout
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
    hasher.combine(timeout)
  }

  /// Whether the effects have all finished, readable without waiting.
  private final class Completion: Sendable {
    private let finished = Atomic(false)
    var isFinished: Bool { finished.load(ordering: .acquiring) }
    func finish() { finished.store(true, ordering: .releasing) }
  }
}
