import Testing
import XCTestDynamicOverlay

@Suite struct XCTFailTests {
  @Test func failsTheRunningSwiftTestingTest() {
    withKnownIssue {
      XCTFail("Client.fetch is unimplemented")
    } matching: { issue in
      issue.description.contains("Client.fetch is unimplemented")
    }
  }

  @Test func isAnIssueWithExpectedIssueCatches() {
    withExpectedIssue {
      XCTFail()
    }
  }

  @Test func isTestingUnderItsOldName() {
    #expect(_XCTIsTesting)
  }

  @Test func expectFailurePassesWhenTheBlockFails() {
    XCTExpectFailure("the endpoint is unimplemented") {
      XCTFail("unimplemented")
    }
  }

  @Test func expectFailureFailsWhenTheBlockDoesNot() {
    withKnownIssue {
      XCTExpectFailure {}
    }
  }

  @Test func nonStrictExpectFailureAcceptsABlockThatDoesNotFail() {
    XCTExpectFailure(strict: false) {}
  }
}
