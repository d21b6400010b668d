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
      isUnrecordedKnownIssue(issue, comment: "The row is missing.")
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
        await withExpectedIssue {
          await Task.yield()
          reportIssue("mine")
        }
      }
      group.addTask {
        withKnownIssue {
          withExpectedIssue {}
        } matching: { issue in
          isUnrecordedKnownIssue(issue, comment: nil)
        }
      }
    }
  }

  @Test func absorbsIssuesRecordedDirectlyInSwiftTesting() {
    withExpectedIssue {
      Issue.record("recorded natively")
    }
    withExpectedIssue {
      #expect(Bool(false))
    }
  }

  @Test func absorbsIssuesRecordedDirectlyInSwiftTestingAsynchronously() async {
    await withExpectedIssue {
      await Task.yield()
      Issue.record("recorded natively")
    }
  }

  @Test func reportsWhenNoIssueCameWithoutAReason() async {
    withKnownIssue {
      withExpectedIssue {}
    } matching: { issue in
      isUnrecordedKnownIssue(issue, comment: nil)
    }
    await withKnownIssue {
      await withExpectedIssue("Still nothing.") { await Task.yield() }
    } matching: { issue in
      isUnrecordedKnownIssue(issue, comment: "Still nothing.")
    }
  }

  @Test func absorbsReportedIssuesWhateverTheReporters() {
    let reporter = RecordingReporter()
    withIssueReporters([reporter]) {
      withExpectedIssue {
        reportIssue("expected")
      }
    }
    #expect(reporter.messages.isEmpty)
  }

  @Test func outsideATestTheMissingIssueIsReportedWithTheSameWords() async {
    let reporter = RecordingReporter()
    // A detached task belongs to no Swift Testing test: the issue goes to the reporters.
    await Task.detached {
      withIssueReporters([reporter]) {
        withExpectedIssue("Nothing here.") {}
      }
    }.value
    #expect(reporter.messages == ["Known issue was not recorded: Nothing here."])
  }
}

/// Whether `issue` is Swift Testing's report of a known issue that did not come, with `comment`.
private func isUnrecordedKnownIssue(_ issue: Issue, comment: String?) -> Bool {
  guard case .knownIssueNotRecorded = issue.kind else { return false }
  return issue.comments.map(\.rawValue) == (comment.map { [$0] } ?? [])
}
