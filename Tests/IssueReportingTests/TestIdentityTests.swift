import IssueReporting
import Testing

@Suite struct TestIdentityTests {
  @Test func aTestHasAnIdentityThatItsChildTasksShare() async {
    let identity = TestIdentity.current
    #expect(identity != nil)
    let inTask = await Task { TestIdentity.current }.value
    #expect(inTask == identity)
    async let inChild = TestIdentity.current
    #expect(await inChild == identity)
  }

  @Test func aDetachedTaskBelongsToNoTest() async {
    let identity = await Task.detached { TestIdentity.current }.value
    #expect(identity == nil)
  }
}
