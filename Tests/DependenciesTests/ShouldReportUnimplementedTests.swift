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

  /// In a debug build; release builds never report through it, as upstream.
  @Test func readingTheTestValueInATestReports() {
    #if DEBUG
      withKnownIssue {
        @Dependency(Counter.self) var counter
        #expect(counter.value == 0)
      } matching: { issue in
        issue.reportedText == "Override the counter."
      }
    #else
      @Dependency(Counter.self) var counter
      #expect(counter.value == 0)
    #endif
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
  /// In a debug build it is false only while values are being changed; in a release build it
  /// is always false.
  @Test func itIsFalseOnlyWhileValuesAreBeingChanged() {
    #if DEBUG
      let outside = true
    #else
      let outside = false
    #endif
    #expect(ReportingKey.shouldReportUnimplemented == outside)
    withDependencies {
      #expect(!ReportingKey.shouldReportUnimplemented)
      $0[ReportingKey.self] = "set"
    } operation: {
      #expect(ReportingKey.shouldReportUnimplemented == outside)
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
    #if DEBUG
      withKnownIssue {
        @Dependency(ReportingKey.self) var value
        #expect(value == "unimplemented")
      } matching: { issue in
        DependenciesTests.issue(issue, contains: "Override ReportingKey")
      }
    #endif
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
