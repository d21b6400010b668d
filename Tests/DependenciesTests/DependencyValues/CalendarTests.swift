import Dependencies
import Foundation
import Testing

@Suite struct CalendarTests {
  @Test func inTestsReadingItWithoutAnOverrideReports() {
    withKnownIssue {
      @Dependency(\.calendar) var calendar
      _ = calendar
    } matching: { issue in
      DependenciesTests.issue(issue, contains: #"@Dependency(\.calendar) has no test value"#)
    }
  }

  @Test func anOverrideIsUsed() {
    withDependencies {
      $0.calendar = Calendar(identifier: .gregorian)
    } operation: {
      @Dependency(\.calendar) var calendar
      #expect(calendar.identifier == .gregorian)
    }
  }
}
