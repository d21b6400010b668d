import ComposableArchitecture
import Foundation
import Testing
import TodosFeature

@MainActor
@Suite struct EditTodoTests {
  @Test func typingChangesTheDraft() async {
    let store = TestStore(initialState: EditTodo.State()) { EditTodo() }
    await store.send(.titleChanged("B")) {
      $0.title = "B"
      $0.cursor = 1
    }
    await store.send(.titleChanged("Bu")) {
      $0.title = "Bu"
      $0.cursor = 2
    }
    #expect(EditTodo.State(title: "  Bu \n").trimmedTitle == "Bu")
  }

  @Test func addingThroughTheSheetAppendsAndAutosaves() async {
    let harness = Harness()
    let store = harness.store([.readme])
    await store.send(.addButtonTapped) { $0.destination = .edit(EditTodo.State()) }
    await store.send(.destination(.presented(.edit(.titleChanged(" Walk the dog "))))) {
      $0.destination = .edit(EditTodo.State(title: " Walk the dog "))
    }
    await store.send(.confirmEditButtonTapped) {
      $0.destination = nil
      $0.todos.append(Todo.State(id: UUID(0), title: "Walk the dog"))
      $0.cursor = 1
      $0.status = "Added “Walk the dog”."
      $0.undoStack = [.added(Todo.State(id: UUID(0), title: "Walk the dog"))]
      $0.revision = 1
    }
    await harness.clock.advance(by: Todos.autosaveDelay)
    await store.receive(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 1)) {
      $0.savedRevision = 1
      $0.isSaving = false
    }
    #expect(harness.storage.value?.map(\.title) == ["Write the README", "Walk the dog"])
  }

  @Test func editingRenamesTheTodo() async {
    let harness = Harness()
    let store = harness.store([.milk, .dog])
    await store.send(.editButtonTapped(id: Todo.State.dog.id)) {
      $0.destination = .edit(EditTodo.State(todoID: Todo.State.dog.id, title: "Walk the dog"))
    }
    await store.send(.destination(.presented(.edit(.titleChanged("Walk the cat"))))) {
      $0.destination = .edit(EditTodo.State(todoID: Todo.State.dog.id, title: "Walk the cat"))
    }
    await store.send(.confirmEditButtonTapped) {
      $0.destination = nil
      $0.todos[id: Todo.State.dog.id]?.title = "Walk the cat"
      $0.status = "Renamed to “Walk the cat”."
      $0.undoStack = [.renamed(Todo.State.dog.id, from: "Walk the dog", to: "Walk the cat")]
      $0.revision = 1
    }
    await harness.clock.advance(by: Todos.autosaveDelay)
    await store.receive(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 1)) {
      $0.savedRevision = 1
      $0.isSaving = false
    }
  }

  @Test func anEmptyTitleKeepsTheSheetOpen() async {
    let store = Harness().store()
    await store.send(.addButtonTapped) { $0.destination = .edit(EditTodo.State()) }
    await store.send(.destination(.presented(.edit(.titleChanged("   "))))) {
      $0.destination = .edit(EditTodo.State(title: "   "))
    }
    // Said in the sheet, where the user looks; the status line is hidden under the sheet.
    await store.send(.confirmEditButtonTapped) {
      $0.destination = .edit(EditTodo.State(title: "   ", note: "A todo needs a title."))
    }
    // Typing on clears the note.
    await store.send(.destination(.presented(.edit(.edited(.insert("a")))))) {
      $0.destination = .edit(EditTodo.State(title: "   a"))
    }
  }

  @Test func dismissingTheSheetChangesNothing() async {
    let store = Harness().store([.milk])
    await store.send(.editButtonTapped(id: Todo.State.milk.id)) {
      $0.destination = .edit(EditTodo.State(todoID: Todo.State.milk.id, title: "Buy milk"))
    }
    await store.send(.destination(.presented(.edit(.titleChanged("Buy bread"))))) {
      $0.destination = .edit(EditTodo.State(todoID: Todo.State.milk.id, title: "Buy bread"))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  /// A title is one line: a pasted list adds its first line to the title and says how many lines
  /// it left out; it never saves, nor runs the rest as keys.
  @Test func aPasteAddsItsFirstLineAndSaysWhatItLeftOut() async {
    let store = TestStore(initialState: EditTodo.State(title: "Buy ")) { EditTodo() }
    await store.send(.textPasted("eggs\r\ncheese\rbread\nquit\n")) {
      $0.title = "Buy eggs"
      $0.cursor = 8
      $0.note = "Pasted the first line only; 3 more lines left out."
    }
    await store.send(.titleChanged("Buy egg")) {
      $0.title = "Buy egg"
      $0.cursor = 7
      $0.note = nil
    }
    await store.send(.textPasted("\n  \ns\tand milk\n")) {
      $0.title = "Buy eggs\tand milk"
      $0.cursor = 17
    }
    await store.send(.textPasted("\n"))
  }
}
