import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayTests {
  @Test func idsAndElementsFollowInsertionOrder() {
    let todos: IdentifiedArrayOf<Todo> = [Todo(id: 3), Todo(id: 1), Todo(id: 2)]
    #expect(todos.ids == [3, 1, 2])
    #expect(todos.elements.map(\.id) == [3, 1, 2])
    expectConsistent(todos)
  }

  @Test func indexOfID() {
    let todos: IdentifiedArrayOf<Todo> = [Todo(id: 3), Todo(id: 1), Todo(id: 2)]
    #expect(todos.index(id: 1) == 1)
    #expect(todos.index(id: 2) == 2)
    #expect(todos.index(id: 9) == nil)
  }

  @Test func containsComparesByID() {
    let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
    #expect(todos.contains(Todo(id: 1, title: "Something else")))
    #expect(!todos.contains(Todo(id: 2)))
  }

  @Test func keyPathIsKept() {
    let todos = IdentifiedArray<String, Todo>(id: \.title)
    #expect(todos.id == \Todo.title)
  }

  @Test func subscriptIDReads() {
    let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
    #expect(todos[id: 2]?.title == "Eggs")
    #expect(todos[id: 3] == nil)
  }

  @Test func subscriptIDAssignmentReplacesInPlace() {
    var todos = makeTodos(3)
    todos[id: 1] = Todo(id: 1, title: "Replaced")
    #expect(todos.ids == [0, 1, 2])
    #expect(todos[1].title == "Replaced")
    expectConsistent(todos)
  }

  @Test func subscriptIDAssignmentOfNewIDAppends() {
    var todos = makeTodos(2)
    todos[id: 7] = Todo(id: 7)
    #expect(todos.ids == [0, 1, 7])
    expectConsistent(todos)
  }

  @Test func subscriptIDAssignmentOfNilRemoves() {
    var todos = makeTodos(5)
    todos[id: 1] = nil
    #expect(todos.ids == [0, 2, 3, 4])
    todos[id: 4] = nil
    #expect(todos.ids == [0, 2, 3])
    todos[id: 0] = nil
    #expect(todos.ids == [2, 3])
    todos[id: 42] = nil
    #expect(todos.ids == [2, 3])
    expectConsistent(todos)
  }

  @Test func subscriptIDMutatesInPlace() {
    var todos = makeTodos(4)
    todos[id: 2]?.title = "Changed"
    todos[id: 2]?.isDone.toggle()
    todos[id: 9]?.isDone = true
    #expect(todos.ids == [0, 1, 2, 3])
    #expect(todos[id: 2] == Todo(id: 2, title: "Changed", isDone: true))
    #expect(todos[id: 9] == nil)
    expectConsistent(todos)
  }

  @Test func subscriptIDOptionalMutationToNilRemoves() {
    var todos = makeTodos(4)
    func clear(_ todo: inout Todo?) { todo = nil }
    clear(&todos[id: 1])
    #expect(todos.ids == [0, 2, 3])
    expectConsistent(todos)
  }

  @Test func subscriptIDMutationRestoresOrderWhenTheCallerThrows() {
    struct Failure: Error {}
    func failAfterEditing(_ todo: inout Todo?) throws {
      todo?.title = "Edited"
      throw Failure()
    }
    var todos = makeTodos(4)
    #expect(throws: Failure.self) { try failAfterEditing(&todos[id: 1]) }
    #expect(todos.ids == [0, 1, 2, 3])
    #expect(todos[id: 1]?.title == "Edited")
    expectConsistent(todos)
  }

  @Test func inPlaceMutationDoesNotCopyStorage() {
    var todos = makeTodos(1_000)
    let elements = bufferAddress(todos._elements)
    let ids = bufferAddress(todos._ids)
    todos[id: 500]?.title = "Changed"
    todos[id: 999]?.isDone = true
    todos[id: 0]?.isDone = true
    #expect(bufferAddress(todos._elements) == elements)
    #expect(bufferAddress(todos._ids) == ids)
    #expect(todos[id: 500]?.title == "Changed")
    expectConsistent(todos)
  }

  @Test func inPlaceMutationDoesNotCopyTheElementsOwnBuffers() {
    var todos = makeTodos(10)
    todos[id: 4]?.tags.reserveCapacity(16)
    todos[id: 4]?.tags.append(1)
    let tags = bufferAddress(todos[id: 4]!.tags)
    // Were the element copied out for the access, its `tags` would be shared and this append
    // would reallocate them.
    todos[id: 4]?.tags.append(2)
    #expect(bufferAddress(todos[id: 4]!.tags) == tags)
    #expect(todos[id: 4]?.tags == [1, 2])
  }

  @Test func inPlaceMutationKeepsIDStorageIdentity() {
    var todos = makeTodos(100)
    let before = todos
    todos[id: 42]?.title = "Changed"
    #expect(todos._hasIdenticalIDs(to: before))
    #expect(bufferAddress(todos._ids) == bufferAddress(before._ids))
    #expect(before[id: 42]?.title == "todo 42")
    #expect(todos[id: 42]?.title == "Changed")
  }
}
