import ComposableArchitecture
import Testing

/// `finish` waits for effects by running them, bounded by the timeout.
@MainActor
@Suite struct TestStoreFinishTests {
  @Test func finishReturnsOnceEffectsAreDone() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
    await store.send(.delayedFetch) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.response(7)) {
      $0.isLoading = false
      $0.count = 7
    }
    await store.finish()
  }

  @Test func finishWithNothingRunningReturnsAtOnce() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let start = ContinuousClock.now
    await store.finish(timeout: .seconds(30))
    // Measured, never slept on: it did not wait for the timeout.
    #expect(ContinuousClock.now - start < .seconds(10))
  }
}
