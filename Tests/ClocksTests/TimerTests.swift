import Clocks
import ConcurrencyExtras
import Testing

@MainActor
@Suite struct TimerTests {
  @Test func ticksOncePerIntervalCoveredByAnAdvance() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let ticks = LockIsolated(0)
      let task = Task {
        for await _ in clock.timer(interval: .seconds(1)) {
          ticks.withValue { $0 += 1 }
        }
      }
      await clock.advance(by: .milliseconds(500))
      #expect(ticks.value == 0)
      await clock.advance(by: .milliseconds(500))
      #expect(ticks.value == 1)
      await clock.advance(by: .seconds(3))
      #expect(ticks.value == 4)
      task.cancel()
      await task.value
      await clock.advance(by: .seconds(5))
      #expect(ticks.value == 4)
    }
  }
}
