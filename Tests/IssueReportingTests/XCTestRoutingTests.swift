import XCTest

@testable import IssueReporting

/// Under XCTest the issue must reach XCTest: these run as XCTest test cases.
final class XCTestRoutingTests: XCTestCase {
  func testAnXCTestCaseIsSeenAsXCTest() {
    XCTAssertEqual(TestContext.current, .xcTest)
    XCTAssertTrue(isTesting)
  }

  func testExpectedIssuesAreSwallowedUnderXCTest() {
    withExpectedIssue {
      reportIssue("expected under XCTest")
    }
  }

  func testAnUnmetExpectationReachesXCTest() {
    let reporter = RecordingReporter()
    withIssueReporters([reporter]) {
      withExpectedIssue("nothing happened") {}
    }
    XCTAssertEqual(
      reporter.messages, ["Known issue was not recorded: nothing happened"]
    )
  }
}
