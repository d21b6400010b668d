import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayExpressibleByArrayLiteralTests {
  @Test func literalKeepsOrder() {
    let todos: IdentifiedArrayOf<Todo> = [Todo(id: 2), Todo(id: 0), Todo(id: 1)]
    #expect(todos.ids == [2, 0, 1])
    expectConsistent(todos)
  }

  @Test func emptyLiteral() {
    let todos: IdentifiedArrayOf<Todo> = []
    #expect(todos.isEmpty)
  }
}
