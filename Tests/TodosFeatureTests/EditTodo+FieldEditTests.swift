import ComposableArchitecture
import Testing
import TodosFeature

@MainActor
@Suite struct FieldEditTests {
  /// The field is a line editor: the keys move its cursor, and typing and erasing happen there.
  @Test func theFieldEditsAtItsCursor() async {
    let store = TestStore(initialState: EditTodo.State(title: "Buy milk")) { EditTodo() }
    #expect(store.state.cursor == 8, "a draft starts with its cursor at the end")
    await store.send(.edited(.moveLeft)) { $0.cursor = 7 }
    await store.send(.edited(.moveToStart)) { $0.cursor = 0 }
    await store.send(.edited(.moveLeft))
    await store.send(.edited(.deleteBackward))
    await store.send(.edited(.insert("¡"))) {
      $0.title = "¡Buy milk"
      $0.cursor = 1
    }
    await store.send(.edited(.moveRight)) { $0.cursor = 2 }
    await store.send(.edited(.deleteForward)) { $0.title = "¡By milk" }
    await store.send(.edited(.moveToEnd)) { $0.cursor = 8 }
    await store.send(.edited(.moveRight))
    await store.send(.edited(.deleteWordBackward)) {
      $0.title = "¡By "
      $0.cursor = 4
    }
    await store.send(.edited(.deleteWordBackward)) {
      $0.title = ""
      $0.cursor = 0
    }
    await store.send(.titleChanged("eggs and ham")) {
      $0.title = "eggs and ham"
      $0.cursor = 12
    }
    await store.send(.edited(.moveLeft)) { $0.cursor = 11 }
    await store.send(.edited(.moveLeft)) { $0.cursor = 10 }
    await store.send(.edited(.moveLeft)) { $0.cursor = 9 }
    await store.send(.edited(.deleteToEnd)) { $0.title = "eggs and " }
    await store.send(.edited(.moveLeft)) { $0.cursor = 8 }
    await store.send(.edited(.deleteToStart)) {
      $0.title = " "
      $0.cursor = 0
    }
    await store.send(.textPasted("toast\nmore")) {
      $0.title = "toast "
      $0.cursor = 5
      $0.note = "Pasted the first line only; 1 more line left out."
    }
  }
}
