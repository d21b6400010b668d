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
