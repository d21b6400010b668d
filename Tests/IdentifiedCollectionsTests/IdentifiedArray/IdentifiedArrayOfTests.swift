import IdentifiedCollections
import Testing

@Suite struct IdentifiedArrayOfTests {
  @Test func aliasUsesTheElementsID() {
    let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1)]
    let spelledOut: IdentifiedArray<Int, Todo> = todos
    #expect(spelledOut[id: 1]?.id == 1)
  }
}
