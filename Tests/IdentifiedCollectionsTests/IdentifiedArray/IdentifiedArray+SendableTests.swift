import IdentifiedCollections
import Testing

@Suite struct IdentifiedArraySendableTests {
  // The conformance is what lets state holding an identified array cross into effects; this
  // does not compile without it.
  @Test func crossesIntoADetachedTask() async {
    let todos = makeTodos(3)
    let ids = await Task.detached { todos.ids }.value
    #expect(ids == [0, 1, 2])
  }
}
