import Testing

@testable import IssueReporting

@Suite struct ReportIssueTests {
  struct Failure: Error {}

  @Test func recordsAnIssueInTheRunningTestAtTheCallersLine() {
    let line = #line + 2
    withKnownIssue {
      reportIssue("Something went wrong")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Something went wrong"]
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func recordsAnErrorWithItsMessage() {
    withKnownIssue {
      reportIssue(Failure(), "while saving")
    } matching: { issue in
      issue.error is Failure && issue.comments.map(\.rawValue) == ["while saving"]
    }
  }

  @Test func routesToTheInstalledReporters() {
    let reporter = RecordingReporter()
    withIssueReporters([reporter]) {
      reportIssue("first")
      reportIssue(Failure(), "second")
    }
    #expect(reporter.messages == ["first", "Caught error: Failure(): second"])
  }

  @Test func installedReportersApplyToChildTasks() async {
    let reporter = RecordingReporter()
    await withIssueReporters([reporter]) {
      await Task { reportIssue("from a task") }.value
    }
    #expect(reporter.messages == ["from a task"])
  }
}
