import ComposableArchitecture
import Foundation
import Testing
import TodosFeature

@MainActor
@Suite struct UndoStepTests {
  /// Redo makes again what undo took back, newest first, and says what; a new change forgets
  /// what redo could make.
  @Test func redoMakesTheUndoneChangesAgainUntilANewChange() async {
    let harness = Harness()
    let store = harness.store([.milk, .dog])
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion)))
    await store.send(.clearCompletedButtonTapped)
    await store.send(.undoButtonTapped)
    await store.send(.undoButtonTapped)
    await store.send(.redoButtonTapped) {
      $0.todos = [.milk, .dog]
      $0.todos[id: Todo.State.milk.id]?.isComplete = true
      $0.status = "Redid: mark “Buy milk” done."
    }
    var milkDone = Todo.State.milk
    milkDone.isComplete = true
    await store.send(.redoButtonTapped) {
      $0.todos = []
      $0.status = "Redid: clear 2 completed."
      $0.undoStack = [
        .toggled(Todo.State.milk.id),
        .cleared([Todos.Removal(milkDone, at: 0), Todos.Removal(.dog, at: 1)]),
      ]
      $0.redoStack = []
    }
    await store.send(.redoButtonTapped) { $0.status = "Nothing to redo." }
    await store.send(.undoButtonTapped) {
      $0.todos = [milkDone, .dog]
      $0.redoStack = [.cleared([Todos.Removal(milkDone, at: 0), Todos.Removal(.dog, at: 1)])]
    }
    await store.send(.todos(.element(id: Todo.State.dog.id, action: .toggleCompletion))) {
      $0.todos[id: Todo.State.dog.id]?.isComplete = false
      $0.redoStack = []
    }
    await harness.clock.advance(by: Todos.autosaveDelay)
    await store.skipReceivedActions()
    #expect(harness.storage.value?.map(\.isComplete) == [true, false])
  }

  /// Undoing a clear puts every cleared todo back where it was, in one pass over the list, and
  /// redoing it clears them again; the done marks the filters read follow.
  @Test func undoAndRedoOfAClearOnALongListRestoreEveryTodo() {
    let todos = (0..<5_000).map {
      Todo.State(id: UUID($0), title: "Todo \($0)", isComplete: $0 % 10 < 3)
    }
    let store = Store(
      initialState: Todos.State(todos: IdentifiedArray(uniqueElements: todos), isLoaded: true)
    ) {
      Todos()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.todosPersistence = .inMemory(LockIsolated(nil))
    }
    let active = todos.filter { !$0.isComplete }
    store.send(.clearCompletedButtonTapped)
    #expect(store.todos.elements == active)
    #expect(store.status == "Cleared 1,500 completed todos.")
    store.send(.undoButtonTapped)
    #expect(store.todos.elements == todos)
    #expect(store.completedCount == 1_500)
    #expect(store.status == "Undid: clear 1,500 completed.")
    var state = store.state
    state.filter.selection = .completed
    #expect(state.visibleTodos == todos.filter(\.isComplete))
    #expect(state.visibleTodo(at: 1_499) == todos[4_992])
    store.send(.redoButtonTapped)
    #expect(store.todos.elements == active)
    #expect(store.completedCount == 0)
    #expect(store.status == "Redid: clear 1,500 completed.")
    store.send(.undoButtonTapped)
    #expect(store.todos.elements == todos)
  }
}
