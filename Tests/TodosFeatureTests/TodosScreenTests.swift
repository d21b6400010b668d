import ComposableArchitecture
import Foundation
import Testing
import TodosFeature

@MainActor
@Suite struct TodosScreenTests {
  @Test func theScreenShowsTheListTheFilterTheStatusAndTheKeys() {
    let state = Todos.State(
      todos: [.milk, .dog], cursor: 1, status: "Added “Walk the dog”.", isLoaded: true)
    let lines = TodosScreen.render(state, width: 70, height: 10, file: "~/todos.json")
    #expect(
      lines == [
        "Arbor Todos · ~/todos.json",
        "[all]  active   completed    1 active, 1 completed",
        String(repeating: "─", count: 60),
        "  1. [ ] Buy milk",
        "› 2. [x] Walk the dog",
        "",
        String(repeating: "─", count: 60),
        "Added “Walk the dog”.",
        "↑/↓ or k/j select · space toggle · a add · e edit · d delete",
        "f filter · c clear completed · K/J move · u undo · q quit",
      ])
  }

  @Test func theSheetAndTheQuestionReplaceTheKeyHelp() {
    var state = Todos.State(todos: [.milk], isLoaded: true)
    state.destination = .edit(EditTodo.State(title: "Bread"))
    let sheet = TodosScreen.render(state, width: 70, height: 12, file: "f")
    #expect(
      sheet.suffix(3) == ["New todo:", "> Bread█", "enter save · esc cancel · backspace erase"])
    state.destination = .alert(.deleteTodo(.milk))
    let question = TodosScreen.render(state, width: 70, height: 12, file: "f")
    #expect(question.suffix(2) == ["Delete “Buy milk”?", "y delete · n keep"])
    var explained = AlertState<Todos.Action.Alert>.deleteTodo(.milk)
    explained.message = TextState("Undo brings it back.")
    state.destination = .alert(explained)
    let withMessage = TodosScreen.render(state, width: 70, height: 12, file: "f")
    #expect(
      withMessage.suffix(3) == ["Delete “Buy milk”?", "Undo brings it back.", "y delete · n keep"])
  }

  @Test func theScreenFitsTheWindowAndScrollsToTheCursor() {
    let todos = (0..<30).map { Todo.State(id: UUID($0), title: "Todo \($0)") }
    let state = Todos.State(
      todos: IdentifiedArray(uniqueElements: todos), cursor: 25, isLoaded: true)
    let lines = TodosScreen.render(state, width: 20, height: 12, file: "a very long file name")
    #expect(lines.count == 12)
    #expect(lines.allSatisfy { $0.count <= 20 })
    #expect(lines.contains("› 26. [ ] Todo 25"))
    #expect(lines[0] == "Arbor Todos · a ver…")
  }

  @Test func warningsAndUnsavedChangesShow() {
    let state = Todos.State(todos: [.milk], warning: "Disk full", isLoaded: true, revision: 1)
    let lines = TodosScreen.render(state, width: 80, height: 12, file: "f")
    #expect(lines[0] == "Arbor Todos · f · unsaved")
    #expect(lines[1] == "! Disk full")
  }

  @Test func aLongWarningIsShownWholeOverSeveralLines() {
    let warning =
      "Cannot read ~/.local/share/arbor/todos.json: permission denied. "
      + "The list is open read-only."
    let state = Todos.State(warning: warning, isLoaded: true, isReadOnly: true)
    let lines = TodosScreen.render(state, width: 80, height: 14, file: "f")
    #expect(
      Array(lines[1...2]) == [
        "! Cannot read ~/.local/share/arbor/todos.json: permission denied. The list is",
        "  open read-only.",
      ])
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  @Test func theScriptedListNumbersTheShownTodos() {
    let state = Todos.State(
      todos: [.milk, .dog, .readme], filter: TodoFilter.State(selection: .active))
    #expect(
      TodosScreen.list(state) == [
        "active: 2 of 3", "  1. [ ] Buy milk", "  2. [ ] Write the README",
      ])
    #expect(TodosScreen.list(Todos.State()) == ["all: 0 of 0", "  (none)"])
  }

  /// The front end draws inside `observe { }`: it must wake for a change it shows and stay
  /// asleep for one it does not.
  @Test func theScreenRedrawsOnlyWhenStateItShowsChanges() {
    let store = Store(initialState: Todos.State(todos: [.milk, .dog], isLoaded: true)) {
      Todos()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.todosPersistence = .inMemory(LockIsolated(nil))
    }
    var draws = 0
    let token = observe {
      _ = TodosScreen.render(store.state, width: 80, height: 20, file: "f")
      draws += 1
    }
    #expect(draws == 1)
    store.send(.cursorMoved(.up))  // already at the top: nothing changes
    #expect(draws == 1)
    store.send(.cursorMoved(.down))
    #expect(draws == 2)
    store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion)))
    #expect(draws == 3)
    store.send(.saved(revision: 0))  // the saved revision it already shows
    #expect(draws == 3)
    token.cancel()
  }
}
