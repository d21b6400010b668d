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

  @Test func preferredLocalesAreOverridden() {
    withDependencies {
      $0.preferredLocales = [Locale(identifier: "es_ES"), Locale(identifier: "fr_FR")]
    } operation: {
      @Dependency(\.preferredLocales) var preferredLocales
      #expect(preferredLocales.map(\.identifier) == ["es_ES", "fr_FR"])
    }
  }

  @Test func preferredLocalesReportWithoutAnOverrideInTests() {
    withKnownIssue {
      @Dependency(\.preferredLocales) var preferredLocales
      _ = preferredLocales
    } matching: { issue in
      DependenciesTests.issue(
        issue, contains: #"@Dependency(\.preferredLocales) has no test value"#)
    }
  }

  @Test func preferredLocalesLiveAreTheSystemsLanguages() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.preferredLocales) var preferredLocales
      #expect(preferredLocales.map(\.identifier) == Locale.preferredLanguages)
    }
  }
}
