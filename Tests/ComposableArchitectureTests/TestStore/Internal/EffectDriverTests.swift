import ComposableArchitecture
import Testing

/// Determinism: effects driven by a test clock give the same outcome on every run, because the
/// test store runs them to quiescence instead of waiting and hoping.
@MainActor
@Suite struct TestStoreEffectDriverTests {
  /// One run of the debounced search: a burst of keystrokes, only the last one searched.
  private func debouncedSearchRun() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch(clock: clock)
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("ar")) { $0.query = "ar" }
    // 300 ms after "a", but only 200 after "ar": the first search was cancelled, nothing comes.
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("arb")) { $0.query = "arb" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.search) { $0.searches = 1 }
    await store.receive(.response(["arb 1", "arb 2"])) {
      $0.results = ["arb 1", "arb 2"]
    }
  }

  /// One run of a timer: three ticks, then stopped.
  private func timerRun() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
    await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.ticks = 2 }
    await store.receive(.tick) { $0.ticks = 3 }
    await store.send(.stopTimer)
  }

  @Test func debouncedSearchPassesAThousandTimesInARow() async {
    for _ in 1...1_000 {
      await debouncedSearchRun()
    }
  }

  @Test func timerPassesAThousandTimesInARow() async {
    for _ in 1...1_000 {
      await timerRun()
    }
  }

  @Test func anAwaitedActionThatCannotComeFailsAtOnce() async {
    // Nothing is in flight: the wait ends without running out its (long) timeout.
    let start = ContinuousClock.now
    let messages = await recordedIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.receive(.tick, timeout: .seconds(30))
    }
    #expect(messages.count == 1)
    #expect(ContinuousClock.now - start < .seconds(10))
  }

  @Test func effectsStartedBySendHaveRunWhenItReturns() async {
    let log = LockIsolated<[String]>([])
    let store = TestStore(initialState: Counter.State()) {
      Reduce<Counter.State, Counter.Action> { _, action in
        guard action == .noop else { return .none }
        return .run { _ in
          log.withValue { $0.append("started") }
          await Task.yield()
          log.withValue { $0.append("after a yield") }
        }
      }
    }
    await store.send(.noop)
    #expect(log.value == ["started", "after a yield"])
  }
}
