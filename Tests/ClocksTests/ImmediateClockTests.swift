import Clocks
import Testing

@Suite struct ImmediateClockTests {
  @Test func sleepsReturnAtOnceAndMoveTimeForward() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(5))
    #expect(clock.now == .init(offset: .seconds(5)))
    try await clock.sleep(until: .init(offset: .seconds(2)))
    #expect(clock.now == .init(offset: .seconds(5)))
    #expect(clock.minimumResolution == .zero)
  }

  @Test func cancelledSleepsThrow() async {
    let clock: ImmediateClock<Duration> = .immediate
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now == .init())
  }
}
