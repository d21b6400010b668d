import ComposableArchitecture
import Testing
import XCTest

/// Every failure of the test store, provoked and its text checked, under Swift Testing.
@MainActor
@Suite struct TestStoreFailureTests {
  @Test(arguments: FailureScenario.allCases)
  func reportsTheExpectedIssues(_ scenario: FailureScenario) async {
    let messages = await recordedIssues { await scenario.run() }
    #expect(scenario.matches(messages), "\(messages)")
  }

  @Test func failuresPointAtTheStepThatCausedThem() async {
    let line = #line + 3
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment)
      await store.send(.increment) { $0.count = 7 }
    } matching: { issue in
      issue.sourceLocation?.line == line || issue.sourceLocation?.line == line + 1
    }
  }
}

/// The same failures under XCTest, read through an installed reporter.
final class TestStoreFailureXCTests: XCTestCase {
  @MainActor
  func testEveryScenarioReportsTheExpectedIssues() async {
    for scenario in FailureScenario.allCases {
      let messages = await collectedIssues { await scenario.run() }
      XCTAssertTrue(scenario.matches(messages), "\(scenario): \(messages)")
    }
  }
}
