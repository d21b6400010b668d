import Dependencies
import Testing

@Suite struct ClocksTests {
  @Test func inTestsTheClocksReportWhenUsedAndNeverWait() async throws {
    @Dependency(\.continuousClock) var continuous
    @Dependency(\.suspendingClock) var suspending
    try await withKnownIssue {
      try await continuous.sleep(for: .seconds(3600))
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "Unimplemented: ContinuousClock")
    }
    try await withKnownIssue {
      try await suspending.sleep(for: .seconds(3600))
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "Unimplemented: SuspendingClock")
    }
  }

  @Test func anOverriddenClockIsUsed() async throws {
    let clock = TestClock()
    try await withDependencies {
      $0.continuousClock = clock
      $0.suspendingClock = ImmediateClock()
    } operation: {
      @Dependency(\.continuousClock) var continuous
      @Dependency(\.suspendingClock) var suspending
      try await suspending.sleep(for: .seconds(60))
      let woke = LockIsolated(false)
      let sleeper = Task {
        try await continuous.sleep(for: .seconds(1))
        woke.setValue(true)
      }
      // On a busy machine the sleeper may start sleeping only after an advance: advance until
      // it wakes, which only the test clock can make it do.
      for _ in 0..<10_000 where !woke.value {
        await clock.advance(by: .seconds(1))
        await Task.yield()
      }
      try await sleeper.value
    }
  }

  @Test func theLiveClocksAreTheSystemClocks() {
    #expect(DependencyValues.live.continuousClock is ContinuousClock)
    #expect(DependencyValues.live.suspendingClock is SuspendingClock)
  }
}
