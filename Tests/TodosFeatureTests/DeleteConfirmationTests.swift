import ComposableArchitecture
import Testing
import TodosFeature

@MainActor
@Suite struct DeleteConfirmationTests {
  @Test func deletingAsksFirstAndConfirmingDeletes() async {
    let harness = Harness()
    let store = harness.store([.milk, .dog])
    await store.send(.deleteButtonTapped(id: Todo.State.milk.id)) {
      $0.destination = .confirmDelete(
        DeleteConfirmation.State(todoID: Todo.State.milk.id, title: "Buy milk"))
    }
    #expect(store.state.todos.count == 2, "nothing is deleted before the answer")
    await store.send(.destination(.presented(.confirmDelete(.confirmDeletion)))) {
      $0.destination = nil
      $0.todos = [.dog]
      $0.status = "Deleted “Buy milk”."
      $0.undoStack = [[.milk, .dog]]
      $0.revision = 1
    }
    await harness.clock.advance(by: Todos.autosaveDelay)
    await store.receive(.saved(revision: 1)) { $0.savedRevision = 1 }
    #expect(harness.storage.value == [.dog])
  }

  @Test func dismissingTheQuestionKeepsTheTodo() async {
    let store = Harness().store([.milk])
    await store.send(.deleteButtonTapped(id: Todo.State.milk.id)) {
      $0.destination = .confirmDelete(
        DeleteConfirmation.State(todoID: Todo.State.milk.id, title: "Buy milk"))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func theQuestionNamesTheTodo() {
    let question = DeleteConfirmation.State(todoID: Todo.State.milk.id, title: "Buy milk")
    #expect(question.message == "Delete “Buy milk”?")
  }
}
