import ConcurrencyExtras
import IssueReporting
import Locking
import Synchronization

/// A clock that moves only when a test tells it to.
///
/// Code under test sleeps on it like on any clock; the test then calls ``advance(by:)``,
/// ``advance(to:)`` or ``run(timeout:fileID:filePath:line:column:)`` to move time forward and
/// wake the sleepers whose deadlines it passes. No wall-clock time is involved, so a test of a
/// one-hour timer takes microseconds and never flakes on a slow machine.
///
/// ```swift
/// @Test func timer() async {
///   let clock = TestClock()
///   let model = TimerModel(clock: clock)
///   model.startButtonTapped()            // counts up once a second
///
///   await clock.advance(by: .seconds(3))
///   #expect(model.count == 3)
///
///   model.stopButtonTapped()
///   await clock.run()                    // nothing left sleeping
/// }
/// ```
///
/// How sleepers are woken:
/// - In deadline order; sleepers with equal deadlines in the order they started sleeping.
/// - One at a time: ``now`` is set to the sleeper's deadline, the sleeper is resumed, and the
///   clock lets tasks run until they suspend before waking the next one. Under
///   `withMainSerialExecutor` the next sleeper is woken when no job at all is left to run, or,
///   if other work (say a concurrently running test) keeps the shared queue busy, after 100
///   full passes through the queue, each of which gives the woken task a turn. Without the
///   serial executor, the clock can only hand over the executor for a while
///   (`Task.megaYield()`), which is usually but not provably enough.
/// - A task woken during an advance that sleeps again with a deadline still inside the advance
///   is woken again within the same advance.
/// - A sleep whose deadline is already in the past returns at once; a deadline equal to ``now``
///   waits for the next advance, even one by zero.
/// - Cancelling a sleeping task wakes it at once with `CancellationError` and forgets the sleep.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in a test clock's time: an offset from its zero.
  public struct Instant: InstantProtocol {
    fileprivate let offset: Duration

    /// Creates the instant `offset` after the clock's zero.
    ///
    /// - Parameter offset: The distance from zero.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// The instant `duration` after this one.
    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// The duration from this instant to `other`; negative if `other` is earlier.
    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct State {
    var now: Instant
    var minimumResolution: Duration = .zero
    var sleepers = SleeperQueue<Instant, CheckedContinuation<Void, any Error>>()
    /// Sleepers woken by an advance whose tasks have not run again yet.
    var wokenNotRunning = 0
  }

  private let state: Lock<State>

  /// Creates a test clock whose time starts at `now`.
  ///
  /// - Parameter now: The starting instant.
  public init(now: Instant = .init()) {
    self.state = Lock(State(now: now))
  }

  /// The clock's current time, which changes only when the clock is advanced.
  public var now: Instant {
    state.withLock { $0.now }
  }

  /// The clock's minimum resolution, zero unless set.
  public var minimumResolution: Duration {
    get { state.withLock { $0.minimumResolution } }
    set { state.withLock { $0.minimumResolution = newValue } }
  }

  /// Suspends until the clock is advanced to `deadline` or past it.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Ignored: a test clock wakes sleepers exactly at their deadlines.
  /// - Throws: `CancellationError` if the task is cancelled before or while it sleeps.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let registered: UInt64? = state.withLock { state in
      guard state.now <= deadline else { return nil }
      return state.sleepers.register(deadline: deadline)
    }
    guard let id = registered else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        switch state.withLock({ $0.sleepers.park(id, continuation: continuation) }) {
        case .wait: break
        case .wake: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      state.withLock { $0.sleepers.cancel(id) }?.resume(throwing: CancellationError())
    }
    // Only a sleep the clock woke returns normally: its task is running again.
    state.withLock { $0.wokenNotRunning -= 1 }
  }

  /// Throws if any task is still sleeping on the clock, after letting started work run.
  ///
  /// Use it to prove that a feature has no time-based work left:
  ///
  /// ```swift
  /// model.stopButtonTapped()
  /// try await clock.checkSuspension()
  /// ```
  ///
  /// - Throws: ``SuspensionError`` if a sleep is pending.
  public func checkSuspension() async throws {
    await settle()
    if state.withLock({ $0.sleepers.pendingCount }) > 0 {
      throw SuspensionError()
    }
  }

  /// Moves the clock forward by `duration`, waking every sleeper whose deadline it passes.
  ///
  /// - Parameter duration: How far to move; zero wakes the sleepers due now.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves the clock forward to `deadline`, waking every sleeper whose deadline it passes.
  ///
  /// Started work runs first, so that tasks can reach their sleeps. Then sleepers due by
  /// `deadline` are woken one at a time in deadline order, each allowed to run until it
  /// suspends again (see ``TestClock``); new sleeps they start inside the window are woken in
  /// turn. Finally ``now`` becomes `deadline`. A deadline before ``now`` wakes only what is due
  /// now and leaves ``now`` where it is: time does not go backward.
  ///
  /// - Parameter deadline: The instant to move to.
  public func advance(to deadline: Instant) async {
    await settle()
    while true {
      let woken = state.withLock { state -> (CheckedContinuation<Void, any Error>?, Bool) in
        guard let next = state.sleepers.wakeNext(dueBy: max(deadline, state.now)) else {
          state.now = max(deadline, state.now)
          return (nil, false)
        }
        state.now = max(next.deadline, state.now)
        state.wokenNotRunning += 1
        return (next.continuation, true)
      }
      guard woken.1 else { return }
      woken.0?.resume()
      await settle()
      await waitForWokenTasks()
    }
  }

  /// Without the main serial executor, settling only hands the executor over for a while; a woken
  /// task may not have been scheduled yet, and ``run(timeout:fileID:filePath:line:column:)``
  /// would take the queue for empty while it is about to sleep again. Waits (up to a second of
  /// real time) until every woken task runs, then lets it reach its next suspension.
  private func waitForWokenTasks() async {
    guard state.withLock({ $0.wokenNotRunning }) > 0 else { return }
    let wallClock = ContinuousClock()
    let giveUp = wallClock.now.advanced(by: .seconds(1))
    while state.withLock({ $0.wokenNotRunning }) > 0, wallClock.now < giveUp {
      await Task.yield()
    }
    await settle()
  }

  /// Advances the clock sleeper by sleeper until nobody is sleeping on it.
  ///
  /// Useful when a test cares about the end state, not each step:
  ///
  /// ```swift
  /// model.startCountdown(from: 10)
  /// await clock.run()
  /// #expect(model.count == 0)
  /// ```
  ///
  /// Work that never stops sleeping (an endless timer) would make this loop forever, so after
  /// `timeout` of real time it reports an issue, wakes the remaining sleepers with
  /// `CancellationError` and returns. The timeout is measured, never slept on. Without the main
  /// serial executor, an empty queue is trusted only after a short grace period in which no task
  /// starts a new sleep.
  ///
  /// - Parameters:
  ///   - duration: The real time allowed before giving up.
  ///   - fileID: The file ID of the call site.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  public func run(
    timeout duration: Swift.Duration = .milliseconds(500),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let wallClock = ContinuousClock()
    let giveUp = wallClock.now.advanced(by: duration)
    await settle()
    while let next = await nextDeadline(before: giveUp) {
      guard wallClock.now < giveUp else {
        for continuation in state.withLock({ $0.sleepers.removeAll() }) {
          continuation.resume(throwing: CancellationError())
        }
        // NB: worded as upstream's, which tests match.
        reportIssue(
          """
          Expected all sleeps to finish, but some are still suspending after \(duration).

          There are sleeps suspending. This could mean you are not advancing the test clock far \
          enough for your feature to execute its logic, or there could be a bug in your feature's \
          logic.

          You can also increase the timeout of 'run' to be greater than \(duration).
          """,
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
        return
      }
      await advance(to: next)
    }
  }

  /// The earliest pending deadline; when there is none, and the main serial executor cannot
  /// say that every task has suspended, waits a little (a tenth of the time left, at most 50 ms)
  /// for a late sleep: a task woken on another executor (the main actor, say) may still be on
  /// its way back to its loop, about to sleep again.
  private func nextDeadline(before giveUp: ContinuousClock.Instant) async -> Instant? {
    if let next = state.withLock({ $0.sleepers.earliestDeadline }) { return next }
    guard !isMainSerialExecutorInstalled else { return nil }
    let wallClock = ContinuousClock()
    let grace = min(wallClock.now.duration(to: giveUp) / 10, .milliseconds(50))
    let graceEnd = wallClock.now.advanced(by: grace)
    while wallClock.now < graceEnd {
      await Task.megaYield(count: 1)
      if let next = state.withLock({ $0.sleepers.earliestDeadline }) { return next }
    }
    return nil
  }
}

extension TestClock where Duration == Swift.Duration {
  /// Creates a test clock measured in `Swift.Duration`, starting at zero.
  public convenience init() {
    self.init(now: .init())
  }
}

/// The error ``TestClock/checkSuspension()`` throws when a task is still sleeping on the clock.
public struct SuspensionError: Error {
  /// Creates the error.
  public init() {}
}
