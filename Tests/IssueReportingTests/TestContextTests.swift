import IssueReporting
import Testing

@Suite struct TestContextTests {
  @Test func aSwiftTestingTestRunsInItsContext() async {
    #expect(TestContext.current == .swiftTesting)
    #expect(isTesting)
    let child = await Task { TestContext.current }.value
    #expect(child == .swiftTesting)
  }

  @Test func outsideATestTaskTheLoadedXCTestIsTheFallback() async {
    let detached = await Task.detached { TestContext.current }.value
    #expect(detached == .xcTest)
  }
}
