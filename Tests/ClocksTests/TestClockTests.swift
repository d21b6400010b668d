import Clocks
import ConcurrencyExtras
import Testing

@MainActor
@Suite struct TestClockTests {
  /// Starts a task that sleeps for `seconds` on `clock`, then logs `name`.
  @discardableResult
  private func sleeper(
    _ name: String, seconds: Int, on clock: TestClock<Duration>, log: LockIsolated<[String]>
  ) -> Task<Void, any Error> {
    Task {
      try await clock.sleep(for: .seconds(seconds))
      log.withValue { $0.append(name) }
    }
  }

  @Test func advanceWakesSleepersInDeadlineOrderTiesInStartOrder() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let log = LockIsolated<[String]>([])
      sleeper("a", seconds: 3, on: clock, log: log)
      sleeper("b", seconds: 1, on: clock, log: log)
      sleeper("c", seconds: 2, on: clock, log: log)
      sleeper("d", seconds: 2, on: clock, log: log)
      await clock.advance(by: .seconds(3))
      #expect(log.value == ["b", "c", "d", "a"])
      #expect(clock.now == .init(offset: .seconds(3)))
    }
  }

  @Test func partialAdvanceWakesOnlyWhatIsDue() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let log = LockIsolated<[String]>([])
      sleeper("late", seconds: 5, on: clock, log: log)
      sleeper("early", seconds: 1, on: clock, log: log)
      await clock.advance(by: .seconds(2))
      #expect(log.value == ["early"])
      #expect(clock.now == .init(offset: .seconds(2)))
      await #expect(throws: SuspensionError.self) { try await clock.checkSuspension() }
      await clock.advance(to: .init(offset: .seconds(5)))
      #expect(log.value == ["early", "late"])
      try await clock.checkSuspension()
    }
  }

  @Test func aWokenTaskRunsUntilItSuspendsBeforeTheNextWakes() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let log = LockIsolated<[String]>([])
      Task {
        try await clock.sleep(for: .seconds(1))
        log.withValue { $0.append("first woke") }
        for _ in 0..<10 { await Task.yield() }
        log.withValue { $0.append("first done") }
      }
      sleeper("second", seconds: 1, on: clock, log: log)
      await clock.advance(by: .seconds(1))
      #expect(log.value == ["first woke", "first done", "second"])
    }
  }

  @Test func aTaskSleepingTwiceIsWokenTwiceInOneAdvance() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let ticks = LockIsolated<[Duration]>([])
      Task {
        for _ in 0..<2 {
          try await clock.sleep(for: .seconds(1))
          ticks.withValue { $0.append(clock.now.duration(to: .init(offset: .seconds(10)))) }
        }
      }
      await clock.advance(by: .seconds(2))
      #expect(ticks.value == [.seconds(9), .seconds(8)])
    }
  }

  @Test func cancellingASleeperThrowsAtOnceAndForgetsIt() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let task = Task { try await clock.sleep(for: .seconds(60)) }
      await Task.megaYield()
      await #expect(throws: SuspensionError.self) { try await clock.checkSuspension() }
      task.cancel()
      await #expect(throws: CancellationError.self) { try await task.value }
      try await clock.checkSuspension()
      #expect(clock.now == .init())
    }
  }

  @Test func aCancelledTaskDoesNotSleep() async {
    let clock = TestClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func pastDeadlinesReturnAtOnceAndZeroWaitsForAnAdvance() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      await clock.advance(by: .seconds(5))
      try await clock.sleep(until: .init(offset: .seconds(1)))
      let log = LockIsolated<[String]>([])
      sleeper("zero", seconds: 0, on: clock, log: log)
      await Task.megaYield()
      #expect(log.value.isEmpty)
      await clock.advance()
      #expect(log.value == ["zero"])
    }
  }

  @Test func runAdvancesUntilNothingSleeps() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let count = LockIsolated(0)
      Task {
        for _ in 0..<5 {
          try await clock.sleep(for: .seconds(1))
          count.withValue { $0 += 1 }
        }
      }
      // A generous bound: other suites share the main queue the serial executor runs on.
      await clock.run(timeout: .seconds(60))
      #expect(count.value == 5)
      #expect(clock.now == .init(offset: .seconds(5)))
      try await clock.checkSuspension()
    }
  }

  @Test func runGivesUpOnEndlessWorkWithAnIssue() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let task = Task {
        while true { try await clock.sleep(for: .seconds(1)) }
      }
      await withKnownIssue {
        await clock.run(timeout: .milliseconds(20))
      } matching: { issue in
        issue.reportedText.hasPrefix("Expected all sleeps to finish")
      }
      await #expect(throws: CancellationError.self) { try await task.value }
    }
  }

  @Test func runReportsWorkThatKeepsSleepingWithoutTheSerialExecutor() async {
    let clock = TestClock()
    let isRunning = LockIsolated(true)
    let (started, didStart) = AsyncStream<Never>.makeStream()
    let task = Task {
      didStart.finish()
      while isRunning.value {
        try await clock.sleep(for: .seconds(1))
      }
    }
    for await _ in started {}
    await withKnownIssue {
      await clock.run(timeout: .milliseconds(200))
    } matching: { issue in
      issue.reportedText == """
        Expected all sleeps to finish, but some are still suspending after 0.2 seconds.

        There are sleeps suspending. This could mean you are not advancing the test clock far \
        enough for your feature to execute its logic, or there could be a bug in your feature's \
        logic.

        You can also increase the timeout of 'run' to be greater than 0.2 seconds.
        """
    }
    // The sleep pending at the timeout was cancelled; the loop may have slept again since.
    isRunning.setValue(false)
    await clock.run(timeout: .seconds(60))
    _ = await task.result
  }

  @Test func runFollowsAMainActorTaskThroughEachSleepWithoutTheSerialExecutor() async throws {
    let clock = TestClock()
    let count = LockIsolated(0)
    let (started, didStart) = AsyncStream<Never>.makeStream()
    let task = Task {
      didStart.finish()
      for _ in 1...3 {
        try await clock.sleep(for: .seconds(1))
        count.withValue { $0 += 1 }
      }
    }
    for await _ in started {}
    await clock.run(timeout: .seconds(60))
    try await task.value
    #expect(count.value == 3)
    #expect(clock.now == .init(offset: .seconds(3)))
  }
}
