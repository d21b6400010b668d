import Clocks
import Testing

@Suite struct UnimplementedClockTests {
  private static func reports(_ text: String) -> @Sendable (Issue) -> Bool {
    { issue in issue.reportedText.contains(text) }
  }

  @Test func readingNowReportsTheClockByName() {
    let clock = UnimplementedClock()
    withKnownIssue {
      _ = clock.now
    } matching: { issue in
      Self.reports("Unimplemented: Clock.now")(issue)
    }
  }

  @Test func sleepingReportsACustomNameThenReturns() async throws {
    let clock = UnimplementedClock(name: "timerClock")
    try await withKnownIssue {
      try await clock.sleep(for: .seconds(1))
    } matching: { issue in
      Self.reports("Unimplemented: timerClock.")(issue)
    }
  }

  @Test func wrappingAClockNamesItsType() {
    let clock = UnimplementedClock(TestClock())
    withKnownIssue {
      _ = clock.minimumResolution
    } matching: { issue in
      Self.reports("Unimplemented: TestClock<Duration>.minimumResolution")(issue)
    }
  }

  @Test func theStaticFactoryReports() {
    let clock: UnimplementedClock<Duration> = .unimplemented()
    withKnownIssue {
      _ = clock.now
    } matching: { issue in
      Self.reports("Unimplemented: Clock.now")(issue)
    }
  }
}
