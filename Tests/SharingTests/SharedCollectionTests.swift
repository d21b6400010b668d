import IdentifiedCollections
import Sharing
import Testing

@Suite struct SharedCollectionTests {
  struct Todo: Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
  }

  @Test func eachElementIsASharedReferenceWritingThroughToTheCollection() {
    let todos = Shared<IdentifiedArrayOf<Todo>>(
      value: [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
    )
    let rows = Array(todos)
    #expect(rows.map(\.wrappedValue.title) == ["Milk", "Eggs"])
    rows[1].title.withLock { $0 = "Bread" }
    #expect(todos.wrappedValue[id: 2]?.title == "Bread")
  }

  @Test func readOnlyElements() {
    let todos = Shared<IdentifiedArrayOf<Todo>>(value: [Todo(id: 1, title: "Milk")])
    let rows: [SharedReader<Todo>] = Array(SharedReader(todos))
    todos.withLock { $0[id: 1]?.title = "Oat milk" }
    #expect(rows.map(\.wrappedValue.title) == ["Oat milk"])
  }
}
