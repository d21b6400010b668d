import Clocks
import ConcurrencyExtras
import Testing

@Suite struct AnyClockTests {
  @MainActor
  @Test func wrapsATestClock() async throws {
    try await withMainSerialExecutor {
      let base = TestClock()
      await base.advance(by: .seconds(10))
      let clock = AnyClock(base)
      #expect(clock.now.duration(to: clock.now) == .zero)
      let woke = LockIsolated(false)
      Task {
        try await clock.sleep(for: .seconds(2))
        woke.setValue(true)
      }
      await base.advance(by: .seconds(1))
      #expect(!woke.value)
      await base.advance(by: .seconds(1))
      #expect(woke.value)
      let start = clock.now
      await base.advance(by: .seconds(3))
      #expect(start.duration(to: clock.now) == .seconds(3))
      try await base.checkSuspension()
    }
  }

  @Test func wrapsAnImmediateClock() async throws {
    let clock = AnyClock(ImmediateClock())
    let start = clock.now
    try await clock.sleep(for: .seconds(4))
    #expect(start.duration(to: clock.now) == .seconds(4))
    #expect(clock.minimumResolution == .zero)
  }
}
