import IssueReporting
import Testing

@Suite struct WithErrorReportingTests {
  struct Failure: Error {}

  @Test func returnsTheValueWhenNothingThrows() {
    #expect(withErrorReporting { 42 } == 42)
  }

  @Test func reportsTheErrorAndReturnsNil() {
    withKnownIssue {
      let value: Int? = withErrorReporting("loading") { throw Failure() }
      #expect(value == nil)
    } matching: { issue in
      issue.error is Failure
    }
  }

  @Test func reportsAsyncErrors() async {
    await withExpectedIssue {
      let value: Int? = await withErrorReporting { () async throws -> Int in throw Failure() }
      #expect(value == nil)
    }
  }
}
