import IssueReporting
import Testing

@Suite struct WithExpectedIssueTests {
  @Test func swallowsTheExpectedIssue() {
    withExpectedIssue {
      reportIssue("expected")
    }
  }

  @Test func reportsWhenNoIssueCameWithTheGivenReason() {
    withKnownIssue {
      withExpectedIssue("The row is missing.") {}
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Expected an issue to be reported, but none was. The row is missing."
      ]
    }
  }

  @Test func anIntermittentExpectationMayGoUnmet() {
    withExpectedIssue(isIntermittent: true) {}
  }

  @Test func aThrownErrorCountsAsTheIssue() {
    struct Failure: Error {}
    withExpectedIssue {
      throw Failure()
    }
  }

  @Test func catchesIssuesFromChildTasks() async {
    await withExpectedIssue {
      await Task { reportIssue("from an effect") }.value
    }
  }

  @Test func concurrentTestsDoNotShareExpectations() async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        await withExpectedIssue { await Task.yield(); reportIssue("mine") }
      }
      group.addTask {
        withKnownIssue {
          withExpectedIssue {}
        } matching: { issue in
          issue.comments.first?.rawValue.hasPrefix("Expected an issue") == true
        }
      }
    }
  }
}
