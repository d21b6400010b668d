import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayCollectionTests {
  @Test func indicesAndCount() {
    let todos = makeTodos(3)
    #expect(todos.startIndex == 0)
    #expect(todos.endIndex == 3)
    #expect(todos.count == 3)
    #expect(!todos.isEmpty)
    #expect(todos.index(after: 1) == 2)
    #expect(todos.index(before: 1) == 0)
    #expect(IdentifiedArrayOf<Todo>().isEmpty)
  }

  @Test func randomAccessAndIteration() {
    let todos = makeTodos(5)
    #expect(todos[2].id == 2)
    #expect(todos.last?.id == 4)
    #expect(todos.reversed().map(\.id) == [4, 3, 2, 1, 0])
    #expect(todos.map(\.id) == [0, 1, 2, 3, 4])
    #expect(todos[1..<3].map(\.id) == [1, 2])
    #expect(todos.index(todos.startIndex, offsetBy: 3) == 3)
  }

  @Test func contiguousStorage() {
    let todos = makeTodos(3)
    let ids = todos.withContiguousStorageIfAvailable { $0.map(\.id) }
    #expect(ids == [0, 1, 2])
    #expect(Array(todos).map(\.id) == [0, 1, 2])
  }

  @Test func filterReturnsAnIdentifiedArrayInOrder() {
    var todos = makeTodos(6)
    todos[id: 1]?.isDone = true
    todos[id: 4]?.isDone = true
    let done: IdentifiedArrayOf<Todo> = todos.filter(\.isDone)
    #expect(done.ids == [1, 4])
    #expect(done[id: 4]?.isDone == true)
    expectConsistent(done)
  }

  @Test func filterKeepsKeyPath() {
    let byTitle = IdentifiedArray(uniqueElements: makeTodos(3).elements, id: \.title)
    let filtered = byTitle.filter { $0.id > 0 }
    #expect(filtered.id == \Todo.title)
    #expect(filtered.ids == ["todo 1", "todo 2"])
  }
}
