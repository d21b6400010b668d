import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayIdentityCheckTests {
  @Test func copiesShareIDs() {
    let todos = makeTodos(1_000)
    let copy = todos
    #expect(copy._hasIdenticalIDs(to: todos))
  }

  @Test func inPlaceElementMutationsKeepIDs() {
    var todos = makeTodos(1_000)
    let before = todos
    todos[id: 10]?.isDone = true
    todos[20].title = "Twenty"
    todos[id: 30] = Todo(id: 30, title: "Thirty")
    todos.update(Todo(id: 40, title: "Forty"), at: 40)
    #expect(todos._hasIdenticalIDs(to: before))
    #expect(todos != before)
  }

  @Test func structuralChangesBreakIdentity() {
    let before = makeTodos(10)
    var appended = before
    appended.append(Todo(id: 10))
    #expect(!appended._hasIdenticalIDs(to: before))
    var removed = before
    removed.remove(id: 3)
    #expect(!removed._hasIdenticalIDs(to: before))
    var swapped = before
    swapped.swapAt(0, 1)
    #expect(!swapped._hasIdenticalIDs(to: before))
    var niled = before
    niled[id: 4] = nil
    #expect(!niled._hasIdenticalIDs(to: before))
  }

  @Test func separatelyBuiltArraysCannotBeToldApartCheaply() {
    #expect(!makeTodos(10)._hasIdenticalIDs(to: makeTodos(10)))
    #expect(makeTodos(10).ids == makeTodos(10).ids)
  }

  @Test func emptyArraysAreIdentical() {
    #expect(IdentifiedArrayOf<Todo>()._hasIdenticalIDs(to: []))
    var emptied = makeTodos(3)
    emptied.removeAll()
    #expect(emptied._hasIdenticalIDs(to: []))
  }
}
