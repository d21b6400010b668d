import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayInsertionsTests {
  @Test func appendNewAndExisting() {
    var todos = makeTodos(2)
    let appended = todos.append(Todo(id: 5))
    #expect(appended.inserted)
    #expect(appended.index == 2)
    let duplicate = todos.append(Todo(id: 0, title: "Ignored"))
    #expect(!duplicate.inserted)
    #expect(duplicate.index == 0)
    #expect(todos[id: 0]?.title == "todo 0")
    #expect(todos.ids == [0, 1, 5])
    expectConsistent(todos)
  }

  @Test func appendContentsOfSkipsDuplicates() {
    var todos = makeTodos(2)
    todos.append(contentsOf: [Todo(id: 1), Todo(id: 7), Todo(id: 8), Todo(id: 7)])
    #expect(todos.ids == [0, 1, 7, 8])
    expectConsistent(todos)
  }

  @Test func insertAtPosition() {
    var todos = makeTodos(3)
    let inserted = todos.insert(Todo(id: 9), at: 1)
    #expect(inserted == (true, 1))
    #expect(todos.ids == [0, 9, 1, 2])
    let existing = todos.insert(Todo(id: 2), at: 0)
    #expect(existing == (false, 3))
    #expect(todos.ids == [0, 9, 1, 2])
    todos.insert(Todo(id: 10), at: todos.endIndex)
    todos.insert(Todo(id: 11), at: 0)
    #expect(todos.ids == [11, 0, 9, 1, 2, 10])
    expectConsistent(todos)
  }

  @Test func updateAtPositionReturnsOriginal() {
    var todos = makeTodos(3)
    let original = todos.update(Todo(id: 1, title: "New"), at: 1)
    #expect(original.title == "todo 1")
    #expect(todos[1].title == "New")
    expectConsistent(todos)
  }

  @Test func updateOrAppend() {
    var todos = makeTodos(3)
    let before = todos
    let replaced = todos.updateOrAppend(Todo(id: 1, title: "New"))
    #expect(replaced?.title == "todo 1")
    #expect(todos.ids == [0, 1, 2])
    #expect(todos[id: 1]?.title == "New")
    // Replacing an element is not a structural change.
    #expect(todos._hasIdenticalIDs(to: before))
    #expect(todos.updateOrAppend(Todo(id: 3)) == nil)
    #expect(todos.ids == [0, 1, 2, 3])
    expectConsistent(todos)
  }

  @Test func updateOrInsert() {
    var todos = makeTodos(3)
    let replaced = todos.updateOrInsert(Todo(id: 2, title: "New"), at: 0)
    #expect(replaced.originalMember?.title == "todo 2")
    #expect(replaced.index == 2)
    #expect(todos.ids == [0, 1, 2])
    let inserted = todos.updateOrInsert(Todo(id: 8), at: 1)
    #expect(inserted.originalMember == nil)
    #expect(inserted.index == 1)
    #expect(todos.ids == [0, 8, 1, 2])
    expectConsistent(todos)
  }
}
