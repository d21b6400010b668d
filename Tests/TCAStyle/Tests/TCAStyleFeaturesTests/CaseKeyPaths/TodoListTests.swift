import ComposableArchitecture
import Testing

@testable import TCAStyleFeatures

@MainActor
struct TodoListTests {
  @Test
  func sendToOneRowByID() async {
    let store = TestStore(
      initialState: TodoList.State(todos: [
        TodoRow.State(id: 1, title: "Milk"),
        TodoRow.State(id: 2, title: "Eggs"),
      ])
    ) {
      TodoList()
    }
    await store.send(\.todos[id: 2].titleChanged, "Bread") {
      $0.todos[id: 2]?.title = "Bread"
    }
    await store.send(\.todos[id: 1], .titleChanged("Oat milk")) {
      $0.todos[id: 1]?.title = "Oat milk"
    }
  }

  @Test
  func receiveFromOneRowByID() async {
    let store = TestStore(
      initialState: TodoList.State(todos: [TodoRow.State(id: 7, title: "Milk")])
    ) {
      TodoList()
    }
    await store.send(\.todos[id: 7].checkBoxToggled) {
      $0.todos[id: 7]?.isComplete = true
    }
    await store.receive(\.todos[id: 7].delegate.completed) {
      $0.completedCount = 1
    }
  }

  @Test
  func elementCaseKeyPathExtractsOnlyThatID() {
    let action = TodoList.Action.todos(.element(id: 1, action: .checkBoxToggled))
    #expect(action.is(\.todos[id: 1].checkBoxToggled))
    #expect(!action.is(\.todos[id: 2]))
    #expect(action[case: \.todos.element]?.id == 1)
  }
}
