import IdentifiedCollections
import Testing

@Suite struct IdentifiedCollectionTests {
  func titles<C: _IdentifiedCollection<Int, Todo>>(in todos: C, for ids: [Int]) -> [String] {
    ids.compactMap { todos[id: $0]?.title }
  }

  func complete<C: _MutableIdentifiedCollection<Int, Todo>>(_ id: Int, in todos: inout C) {
    todos[id: id]?.isDone = true
  }

  func moveToFront<C: _MutableIdentifiedCollection<Int, Todo>>(_ id: Int, in todos: inout C) {
    guard let todo = todos[id: id] else { return }
    todos[todos.startIndex] = todo
  }

  @Test func mutableIdentifiedCollectionsAreMutableCollections() {
    var todos = makeTodos(3)
    moveToFront(2, in: &todos)
    #expect(todos.ids == [2, 1, 0])
  }

  @Test func identifiedArrayWorksThroughTheProtocols() {
    var todos = makeTodos(3)
    #expect(titles(in: todos, for: [2, 7, 0]) == ["todo 2", "todo 0"])
    complete(1, in: &todos)
    #expect(todos[id: 1]?.isDone == true)
    #expect(Array(todos.ids) == [0, 1, 2])
  }
}
