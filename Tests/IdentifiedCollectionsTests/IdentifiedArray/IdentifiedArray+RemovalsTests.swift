import Foundation
import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayRemovalsTests {
  @Test func removeID() {
    var todos = makeTodos(4)
    #expect(todos.remove(id: 1)?.id == 1)
    #expect(todos.remove(id: 1) == nil)
    #expect(todos.ids == [0, 2, 3])
    #expect(todos.index(id: 3) == 2)
    expectConsistent(todos)
  }

  @Test func removeElementByID() {
    var todos = makeTodos(3)
    let removed = todos.remove(Todo(id: 2, title: "Different contents"))
    #expect(removed?.title == "todo 2")
    #expect(todos.ids == [0, 1])
    expectConsistent(todos)
  }

  @Test func removeAt() {
    var todos = makeTodos(4)
    #expect(todos.remove(at: 0).id == 0)
    #expect(todos.remove(at: 2).id == 3)
    #expect(todos.ids == [1, 2])
    expectConsistent(todos)
  }

  @Test func removeSubrange() {
    var todos = makeTodos(6)
    todos.removeSubrange(1..<3)
    #expect(todos.ids == [0, 3, 4, 5])
    todos.removeSubrange(2...)
    #expect(todos.ids == [0, 3])
    todos.removeSubrange(0..<0)
    #expect(todos.ids == [0, 3])
    expectConsistent(todos)
  }

  @Test func removeFirstAndLast() {
    var todos = makeTodos(7)
    #expect(todos.removeFirst().id == 0)
    #expect(todos.removeLast().id == 6)
    todos.removeFirst(2)
    #expect(todos.ids == [3, 4, 5])
    todos.removeLast(2)
    #expect(todos.ids == [3])
    expectConsistent(todos)
  }

  @Test func removeAllKeepingCapacity() {
    var todos = makeTodos(10)
    todos.removeAll(keepingCapacity: true)
    #expect(todos.isEmpty)
    #expect(todos._elements.capacity >= 10)
    todos.append(Todo(id: 3))
    #expect(todos.ids == [3])
    todos.removeAll()
    #expect(todos.isEmpty)
    expectConsistent(todos)
  }

  @Test func removeAllWherePreservesOrder() {
    var todos = makeTodos(8)
    todos.removeAll { $0.id.isMultiple(of: 3) }
    #expect(todos.ids == [1, 2, 4, 5, 7])
    #expect(todos[id: 3] == nil)
    expectConsistent(todos)
  }

  @Test func removeAllWhereThatThrowsKeepsEveryElement() {
    struct Failure: Error {}
    var todos = makeTodos(8)
    #expect(throws: Failure.self) {
      try todos.removeAll { todo in
        if todo.id == 5 { throw Failure() }
        return todo.id.isMultiple(of: 2)
      }
    }
    #expect(Set(todos.ids) == Set(0..<8))
    expectConsistent(todos)
  }

  @Test func removeAtOffsets() {
    var todos = makeTodos(8)
    todos.remove(atOffsets: IndexSet([0, 2, 3, 7]))
    #expect(todos.ids == [1, 4, 5, 6])
    todos.remove(atOffsets: IndexSet())
    #expect(todos.ids == [1, 4, 5, 6])
    expectConsistent(todos)
  }

  @Test func reserveCapacity() {
    var todos = makeTodos(2)
    todos.reserveCapacity(100)
    #expect(todos._elements.capacity >= 100)
    #expect(todos._ids.capacity >= 100)
    #expect(todos.ids == [0, 1])
  }
}
