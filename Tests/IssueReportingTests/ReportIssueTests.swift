import Testing

@testable import IssueReporting

@Suite struct ReportIssueTests {
  struct Failure: Error {}

  @Test func recordsAnIssueInTheRunningTestAtTheCallersLine() {
    let line = #line + 2
    withKnownIssue {
      reportIssue("Something went wrong")
    } matching: { issue in
      issue.reportedText == "Something went wrong"
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == #fileID
    }
  }

  /// Upstream records a message as a failed expectation whose expression is the message, with no
  /// comment: its issue reads "Expectation failed: Something went wrong", not "Issue recorded".
  /// Upstream's kind of issue, with the message last, where upstream's
  /// `description.hasSuffix(message)` matchers look for it on Swift Testing 6.3.
  @Test func recordsAFailedExpectationEndingWithTheMessage() {
    withKnownIssue {
      reportIssue("Something went wrong")
    } matching: { issue in
      guard case let .expectationFailed(expectation) = issue.kind else { return false }
      return issue.comments.map(\.rawValue) == ["Something went wrong"]
        && !expectation.isRequired
        && issue.description.hasPrefix("Expectation failed: ")
        && issue.description.hasSuffix("Something went wrong")
    }
    withKnownIssue {
      reportIssue()
    } matching: { issue in
      guard case .expectationFailed = issue.kind else { return false }
      return issue.comments.isEmpty && issue.reportedText.isEmpty
    }
  }

  @Test func recordsAnErrorWithItsMessage() {
    withKnownIssue {
      reportIssue(Failure(), "while saving")
    } matching: { issue in
      issue.error is Failure && issue.reportedText == "while saving"
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
