import Dependencies
import Foundation
import Testing

@Suite struct TimeZoneTests {
  @Test func inTestsReadingItWithoutAnOverrideReports() {
    withKnownIssue {
      @Dependency(\.timeZone) var timeZone
      _ = timeZone
    } matching: { issue in
      DependenciesTests.issue(issue, contains: #"@Dependency(\.timeZone) has no test value"#)
    }
  }

  @Test func anOverrideIsUsed() {
    withDependencies {
      $0.timeZone = TimeZone(identifier: "America/New_York")!
    } operation: {
      @Dependency(\.timeZone) var timeZone
      #expect(timeZone.identifier == "America/New_York")
    }
  }
}
