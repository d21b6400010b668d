import Dependencies
import Testing

@Suite struct ShouldReportUnimplementedTests {
  struct Counter: TestDependencyKey {
    var value = 0

    static var testValue: Counter {
      if shouldReportUnimplemented {
        reportIssue("Override the counter.")
      }
      return Counter()
    }
  }

  @Test func readingTheTestValueInATestReports() {
    withKnownIssue {
      @Dependency(Counter.self) var counter
      #expect(counter.value == 0)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Override the counter."]
    }
  }

  @Test func changingPartOfTheTestValueDoesNotReport() {
    withDependencies {
      $0[Counter.self].value = 7
    } operation: {
      @Dependency(Counter.self) var counter
      #expect(counter.value == 7)
    }
  }

  @Test func replacingTheTestValueDoesNotReport() {
    withDependencies {
      $0[Counter.self] = Counter(value: 3)
    } operation: {
      @Dependency(Counter.self) var counter
      #expect(counter.value == 3)
    }
  }
}

@Suite struct ShouldReportUnimplementedWhileChangingTests {
  @Test func itIsFalseOnlyWhileValuesAreBeingChanged() {
    #expect(ReportingKey.shouldReportUnimplemented)
    withDependencies {
      #expect(!ReportingKey.shouldReportUnimplemented)
      $0[ReportingKey.self] = "set"
    } operation: {
      #expect(ReportingKey.shouldReportUnimplemented)
    }
    prepareDependencies { _ in
      #expect(!ReportingKey.shouldReportUnimplemented)
    }
  }

  @Test func aTestValueCheckingItIsSilentWhenItIsReplaced() {
    withDependencies {
      $0[ReportingKey.self] += " and changed"
    } operation: {
      @Dependency(ReportingKey.self) var value
      #expect(value == "unimplemented and changed")
    }
    withKnownIssue {
      @Dependency(ReportingKey.self) var value
      #expect(value == "unimplemented")
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "Override ReportingKey")
    }
  }
}

/// A test value that reports itself unless it is being replaced.
private enum ReportingKey: TestDependencyKey {
  static var testValue: String {
    if shouldReportUnimplemented {
      reportIssue("Override ReportingKey")
    }
    return "unimplemented"
  }
}
