import ComposableArchitecture
import Testing

/// The task a send returns: cancel it, wait for it, ask whether it was cancelled.
@MainActor
@Suite struct TestStoreTaskTests {
  @Test func cancelStopsALongLivingEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
    let task = await store.send(.startTimer)
    #expect(!task.isCancelled)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await task.cancel()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(5))  // no more ticks
  }

  @Test func cancelAlsoCancelsTheEffectsOfTheActionsItsEffectsSent() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
    let task = await store.send(.startTimerLater)
    await store.receive(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    // The timer was started by `.startTimer`, an action the sent action's effect sent back.
    await task.cancel()
    await clock.advance(by: .seconds(5))  // no more ticks, and nothing left running
  }

  @Test func finishWaitsForTheEffectsOfTheActionsItsEffectsSent() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
    let task = await store.send(.startTimerLater)
    await store.receive(.startTimer)
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(50))
    } matching: { issue in
      issue.firstLine == "Expected task to finish, but it is still in-flight after 0.05 seconds."
    }
    await store.send(.stopTimer)
    await task.finish()
  }

  @Test func finishWaitsForTheEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
    let task = await store.send(.delayedFetch) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await task.finish()
    await store.receive(.response(7)) {
      $0.isLoading = false
      $0.count = 7
    }
  }

  @Test func aSendWithoutEffectsReturnsAFinishedTask() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let task = await store.send(.increment) { $0.count = 1 }
    #expect(task.isCancelled)
    await task.finish()
  }
}
