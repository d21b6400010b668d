import IdentifiedCollections
import Testing

@Suite struct IdentifiedCollectionTests {
  func titles<C: IdentifiedCollection<Int, Todo>>(in todos: C, for ids: [Int]) -> [String] {
    ids.compactMap { todos[id: $0]?.title }
  }

  func complete<C: MutableIdentifiedCollection<Int, Todo>>(_ id: Int, in todos: inout C) {
    todos[id: id]?.isDone = true
  }

  @Test func identifiedArrayWorksThroughTheProtocols() {
    var todos = makeTodos(3)
    #expect(titles(in: todos, for: [2, 7, 0]) == ["todo 2", "todo 0"])
    complete(1, in: &todos)
    #expect(todos[id: 1]?.isDone == true)
    #expect(Array(todos.ids) == [0, 1, 2])
  }
}
