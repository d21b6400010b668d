import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayInitializersTests {
  struct User: Equatable {
    var email: String
    var visits: Int
  }

  @Test func emptyWithKeyPath() {
    var users = IdentifiedArray(id: \User.email)
    #expect(users.isEmpty)
    users.append(User(email: "a@x", visits: 1))
    #expect(users[id: "a@x"]?.visits == 1)
  }

  @Test func uniqueElementsWithKeyPath() {
    let users = IdentifiedArray(
      uniqueElements: [User(email: "b@x", visits: 1), User(email: "a@x", visits: 2)],
      id: \.email
    )
    #expect(users.ids == ["b@x", "a@x"])
    expectConsistent(users)
  }

  @Test func uncheckedUniqueElementsWithKeyPath() {
    let users = IdentifiedArray(
      uncheckedUniqueElements: [User(email: "b@x", visits: 1), User(email: "a@x", visits: 2)],
      id: \.email
    )
    #expect(users.ids == ["b@x", "a@x"])
    expectConsistent(users)
  }

  @Test func uniquingIDsWithKeyPathMergesIntoFirstPosition() {
    let users = IdentifiedArray(
      [
        User(email: "a@x", visits: 1), User(email: "b@x", visits: 5),
        User(email: "a@x", visits: 2),
      ],
      id: \.email,
      uniquingIDsWith: { User(email: $0.email, visits: $0.visits + $1.visits) }
    )
    #expect(users.elements == [User(email: "a@x", visits: 3), User(email: "b@x", visits: 5)])
    expectConsistent(users)
  }

  @Test func uniquingIDsWithRethrows() {
    struct Conflict: Error {}
    #expect(throws: Conflict.self) {
      _ = try IdentifiedArrayOf<Todo>([Todo(id: 1), Todo(id: 1)]) { _, _ in throw Conflict() }
    }
  }

  @Test func emptyIdentifiable() {
    let todos = IdentifiedArrayOf<Todo>()
    #expect(todos.isEmpty)
    #expect(Todo(id: 5)[keyPath: todos.id] == 5)
  }

  @Test func uniqueElementsIdentifiable() {
    let todos = IdentifiedArrayOf<Todo>(uniqueElements: [Todo(id: 2), Todo(id: 1)])
    #expect(todos.ids == [2, 1])
    expectConsistent(todos)
  }

  @Test func uniqueElementsFromAnIdentifiedArraySharesStorage() {
    let todos = makeTodos(10)
    let copy = IdentifiedArrayOf<Todo>(uniqueElements: todos)
    #expect(copy._hasIdenticalIDs(to: todos))
    #expect(copy == todos)
  }

  @Test func uniqueElementsFromASlice() {
    let todos = makeTodos(10)
    let middle = IdentifiedArrayOf<Todo>(uniqueElements: todos[3..<6])
    #expect(middle.ids == [3, 4, 5])
    expectConsistent(middle)
  }

  @Test func uncheckedUniqueElementsIdentifiable() {
    let todos = IdentifiedArrayOf<Todo>(uncheckedUniqueElements: [Todo(id: 2), Todo(id: 1)])
    #expect(todos.ids == [2, 1])
    expectConsistent(todos)
  }

  @Test func uniquingIDsWithIdentifiableKeepsLatest() {
    let todos = IdentifiedArrayOf<Todo>(
      [Todo(id: 1, title: "old"), Todo(id: 2), Todo(id: 1, title: "new")],
      uniquingIDsWith: { _, newer in newer }
    )
    #expect(todos.ids == [1, 2])
    #expect(todos[id: 1]?.title == "new")
    expectConsistent(todos)
  }

  @Test func copyInitializer() {
    let todos = makeTodos(3)
    #expect(IdentifiedArray(todos) == todos)
  }

  @Test func sliceInitializerKeepsKeyPath() {
    let users = IdentifiedArray(
      uniqueElements: [
        User(email: "a@x", visits: 1), User(email: "b@x", visits: 2),
        User(email: "c@x", visits: 3),
      ],
      id: \.email
    )
    var tail = IdentifiedArray(users[1...])
    #expect(tail.ids == ["b@x", "c@x"])
    #expect(tail.id == \User.email)
    tail.append(User(email: "a@x", visits: 9))
    #expect(tail.ids == ["b@x", "c@x", "a@x"])
    expectConsistent(tail)
  }
}
