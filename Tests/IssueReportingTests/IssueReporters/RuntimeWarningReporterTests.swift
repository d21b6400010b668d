import Testing

@testable import IssueReporting

@Suite struct RuntimeWarningReporterTests {
  @Test func printsTheCallSiteThenTheMessage() {
    #expect(
      _RuntimeWarningReporter.format(
        "Scope received an action", fileID: "App/Feature.swift", line: 42)
        == "App/Feature.swift:42: Scope received an action"
    )
  }

  @Test func namesAnIssueWithoutAMessage() {
    #expect(
      _RuntimeWarningReporter.format(nil, fileID: "App/Feature.swift", line: 7)
        == "App/Feature.swift:7: Issue reported"
    )
  }
}
