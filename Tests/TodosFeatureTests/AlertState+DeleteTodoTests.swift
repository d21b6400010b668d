import ComposableArchitecture
import Testing
import TodosFeature

@MainActor
@Suite struct DeleteTodoAlertTests {
  @Test func deletingAsksFirstAndTheDestructiveButtonDeletes() async {
    let harness = Harness()
    let store = harness.store([.milk, .dog])
    await store.send(.deleteButtonTapped(id: Todo.State.milk.id)) {
      $0.destination = .alert(.deleteTodo(.milk))
    }
    #expect(store.state.todos.count == 2, "nothing is deleted before the answer")
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: Todo.State.milk.id))))) {
      $0.destination = nil
      $0.todos = [.dog]
      $0.status = "Deleted “Buy milk”."
      $0.undoStack = [.removed([Todos.Removal(.milk, at: 0)])]
      $0.revision = 1
    }
    await harness.clock.advance(by: Todos.autosaveDelay)
    await store.receive(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 1)) {
      $0.savedRevision = 1
      $0.isSaving = false
    }
    #expect(harness.storage.value == [.dog])
  }

  @Test func cancellingTheAlertKeepsTheTodo() async {
    let store = Harness().store([.milk])
    await store.send(.deleteButtonTapped(id: Todo.State.milk.id)) {
      $0.destination = .alert(.deleteTodo(.milk))
    }
    // The cancel button has no action: a UI closes the alert with the presentation's dismiss.
    // The status line says the todo was kept, not what was done before the question.
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
      $0.status = "Kept “Buy milk”."
    }
  }

  @Test func theAlertNamesTheTodoAndOffersDeleteAndCancel() {
    let alert = AlertState<Todos.Action.Alert>.deleteTodo(.milk)
    #expect(String(state: alert.title) == "Delete “Buy milk”?")
    #expect(alert.buttons.map { String(state: $0.label) } == ["Delete", "Cancel"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action.action) == [.confirmDeletion(id: Todo.State.milk.id), nil])
  }
}
