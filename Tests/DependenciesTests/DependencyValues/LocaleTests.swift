import Dependencies
import Foundation
import Testing

@Suite struct LocaleTests {
  @Test func inTestsReadingItWithoutAnOverrideReports() {
    withKnownIssue {
      @Dependency(\.locale) var locale
      _ = locale
    } matching: { issue in
      DependenciesTests.issue(issue, contains: #"@Dependency(\.locale) has no test value"#)
    }
  }

  @Test func anOverrideIsUsed() {
    withDependencies {
      $0.locale = Locale(identifier: "fr_FR")
    } operation: {
      @Dependency(\.locale) var locale
      #expect(locale.identifier == "fr_FR")
    }
  }
}
