import ComposableArchitecture
import Foundation
import Testing
import TodosFeature

/// The lines without the screen's own reverse video, as a terminal without it shows them.
func plain(_ lines: [String]) -> [String] {
  lines.map {
    $0.replacingOccurrences(of: TodosScreen.reverse, with: "")
      .replacingOccurrences(of: TodosScreen.plain, with: "")
  }
}

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
        // The highlighted row is in reverse video, and keeps its glyph for a terminal
        // without it.
        "\u{1B}[7m› 2. [x] Walk the dog\u{1B}[27m",
        "",
        String(repeating: "─", count: 60),
        "Added “Walk the dog”.",
        "↑↓ k/j PgUp/PgDn g/G select · space toggle · a add · e edit · d delete",
        "f/Tab filter · c clear completed · K/J move · u undo · r redo · q quit",
      ])
  }

  @Test func theSheetAndTheQuestionReplaceTheKeyHelp() {
    var state = Todos.State(todos: [.milk], isLoaded: true)
    state.destination = .edit(EditTodo.State(title: "Bread"))
    let sheet = TodosScreen.render(state, width: 70, height: 12, file: "f")
    #expect(
      sheet.suffix(3) == [
        "New todo:", "> Bread█", "enter save · esc cancel · ←/→ home/end ^W ^U edit",
      ])
    state.destination = .alert(.deleteTodo(.milk))
    let question = TodosScreen.render(state, width: 70, height: 12, file: "f")
    #expect(question.suffix(2) == ["Delete “Buy milk”?", "y delete · n or esc keep"])
    var explained = AlertState<Todos.Action.Alert>.deleteTodo(.milk)
    explained.message = TextState("Undo brings it back.")
    state.destination = .alert(explained)
    let withMessage = TodosScreen.render(state, width: 70, height: 12, file: "f")
    #expect(
      withMessage.suffix(3) == [
        "Delete “Buy milk”?", "Undo brings it back.", "y delete · n or esc keep",
      ])
  }

  @Test func theScreenFitsTheWindowAndScrollsToTheCursor() {
    let todos = (0..<30).map { Todo.State(id: UUID($0), title: "Todo \($0)") }
    let state = Todos.State(
      todos: IdentifiedArray(uniqueElements: todos), cursor: 25, isLoaded: true)
    let lines = plain(
      TodosScreen.render(state, width: 20, height: 12, file: "a very long file name"))
    #expect(lines.count == 12)
    #expect(lines.allSatisfy { $0.count <= 20 })
    #expect(lines.contains("› 26. [ ] Todo 25"))
    #expect(lines[0] == "Arbor Todos · a ver…")
  }

  /// A title from a shared file or a script must not clear the screen, set the window title or
  /// recolour the app: it shows, escape sequences and all, and stays stored as it was given.
  @Test func aTitleThatDrivesTheTerminalShowsInertly() {
    let evil = "EVIL\u{1B}[2J\u{1B}]0;pwned\u{07}\u{1B}[31mRED\u{202E}"
    let todo = Todo.State(id: UUID(9), title: evil)
    var state = Todos.State(todos: [todo], status: "Added “\(evil)”.", isLoaded: true)
    let lines = plain(TodosScreen.render(state, width: 100, height: 10, file: "f\u{1B}[2J"))
    let shown = #"EVIL\u{1B}[2J\u{1B}]0;pwned\u{7}\u{1B}[31mRED\u{202E}"#
    #expect(lines[0] == #"Arbor Todos · f\u{1B}[2J"#)
    #expect(lines.contains("› 1. [ ] \(shown)"))
    #expect(lines.contains("Added “\(shown)”."))
    state.destination = .alert(.deleteTodo(todo))
    #expect(
      TodosScreen.render(state, width: 100, height: 10, file: "f").contains(
        "Delete “\(shown)”?"))
    state.destination = .edit(EditTodo.State(todoID: todo.id, title: evil))
    #expect(
      TodosScreen.render(state, width: 100, height: 10, file: "f").contains(
        "> \(shown)█"))
    for line in plain(TodosScreen.render(state, width: 100, height: 10, file: "f")) {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E }, "\(line)")
    }
    #expect(state.todos[0].title == evil, "only the display is escaped")
    #expect(TodosScreen.list(state).contains("  1. [ ] \(shown)"))
  }

  /// Rows are laid out by terminal columns: wide characters, emoji, tabs and newlines must not
  /// push a line past the edge, where the terminal would wrap it and scroll the header away.
  @Test func wideCharactersTabsAndNewlinesKeepTheFrame() {
    let titles = [
      "牛乳を買う、それからパンと卵も忘れずに買ってくること", "🥛🍞🥚🧀👩‍👩‍👧🇫🇷❤️ shopping for the family",
      "tab\there\tand\tthere", "two\nlines", "carriage\rreturn", "한국어 할 일 목록 항목입니다 길게",
    ]
    let todos = titles.enumerated().map { Todo.State(id: UUID($0), title: $1) }
    let state = Todos.State(todos: IdentifiedArray(uniqueElements: todos), isLoaded: true)
    for width in [20, 33, 40, 61] {
      let lines = plain(TodosScreen.render(state, width: width, height: 16, file: "~/todos.json"))
      #expect(lines.count == 16)
      #expect(lines[0].hasPrefix("Arbor Todos"))
      for line in lines {
        #expect(TerminalText.columns(line) <= width, "\(line) is wider than \(width)")
        #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("\t"))
      }
    }
    let wide = plain(TodosScreen.render(state, width: 80, height: 16, file: "f"))
    #expect(wide.contains(#"  4. [ ] two\u{A}lines"#), "a title with a newline is one line")
    #expect(wide.contains("› 1. [ ] 牛乳を買う、それからパンと卵も忘れずに買ってくること"))
    let narrow = plain(TodosScreen.render(state, width: 16, height: 16, file: "f"))
    #expect(narrow.contains("› 1. [ ] 牛乳を…"), "cut whole characters, never half of one")
  }

  /// The sheet's field keeps its end in view, where typing goes.
  @Test func aLongDraftShowsItsEnd() {
    var state = Todos.State(isLoaded: true)
    state.destination = .edit(EditTodo.State(title: String(repeating: "牛乳", count: 20) + "end"))
    let lines = TodosScreen.render(state, width: 20, height: 12, file: "f")
    #expect(lines.contains { $0.hasPrefix("…") && $0.hasSuffix("end█") })
  }

  @Test func theSheetSaysWhenAPasteLeftLinesOut() {
    var state = Todos.State(isLoaded: true)
    state.destination = .edit(
      EditTodo.State(title: "eggs", note: "Pasted the first line only; 3 more lines left out."))
    let lines = TodosScreen.render(state, width: 70, height: 12, file: "f")
    #expect(
      lines.suffix(2) == [
        "enter save · esc cancel · ←/→ home/end ^W ^U edit",
        "Pasted the first line only; 3 more lines left out.",
      ])
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

  @Test func aWarningWithWideCharactersWrapsByColumnsAndLosesNothing() {
    // 12 wide characters take 24 columns: with two words of them, a 40-column screen has room
    // for one word a line, and a count by characters would have put both on one clipped line.
    let word = String(repeating: "表", count: 12)
    let state = Todos.State(warning: "\(word) \(word)", isLoaded: true)
    let lines = TodosScreen.render(state, width: 40, height: 14, file: "f")
    #expect(Array(lines[1...2]) == ["! \(word)", "  \(word)"])
    #expect(lines.allSatisfy { TerminalText.columns($0) <= 40 })
  }

  /// With a warning on a short terminal, the sheet stays on screen: the header and the list
  /// give way first.
  @Test func aShortScreenWithAWarningKeepsTheSheet() {
    var state = Todos.State(
      todos: [.milk, .dog],
      warning: "Cannot save ~/todos.json: no space left on device. The changes stay unsaved; "
        + "the next change tries again.",
      isLoaded: true)
    state.destination = .edit(EditTodo.State(title: "Bread", note: "A todo needs a title."))
    for height in [4, 6, 8, 10] {
      let lines = TodosScreen.render(state, width: 40, height: height, file: "f")
      #expect(lines.count <= height)
      #expect(lines.contains("> Bread█"), "height \(height): \(lines)")
      #expect(lines.contains("New todo:"), "height \(height): \(lines)")
    }
    let eight = TodosScreen.render(state, width: 40, height: 8, file: "f")
    #expect(eight.contains("A todo needs a title."), "the sheet's note shows too")
    #expect(eight.contains { $0.hasPrefix("! Cannot save") }, "then the warning")
    state.destination = .alert(.deleteTodo(.milk))
    let question = TodosScreen.render(state, width: 40, height: 4, file: "f")
    #expect(question.suffix(2) == ["Delete “Buy milk”?", "y delete · n or esc keep"])
    // On the list, the key help gives way before a row of the list and the status line.
    state.destination = nil
    state.status = "Added “Walk the dog”."
    let list = plain(TodosScreen.render(state, width: 40, height: 2, file: "f"))
    #expect(list == ["› 1. [ ] Buy milk", "Added “Walk the dog”."])
    #expect(TodosScreen.listHeight(state, width: 40, height: 2) == 1)
    // Six lines over the list (three of them the warning), four under it.
    #expect(TodosScreen.listHeight(state, width: 40, height: 24) == 24 - 10)
  }

  /// The field shows its cursor in reverse video where it is, and keeps it in view.
  @Test func theFieldShowsItsCursor() {
    var state = Todos.State(isLoaded: true)
    state.destination = .edit(EditTodo.State(title: "Buy milk", cursor: 4))
    let lines = TodosScreen.render(state, width: 40, height: 12, file: "f")
    #expect(lines.contains("> Buy \u{1B}[7mm\u{1B}[27milk"))
    let long = String(repeating: "a", count: 50) + "XYZ" + String(repeating: "b", count: 50)
    state.destination = .edit(EditTodo.State(title: long, cursor: 51))
    let field = TodosScreen.render(state, width: 20, height: 12, file: "f").first {
      $0.contains(TodosScreen.reverse)
    }
    #expect(field == "…aaaaaaaaaaaX\u{1B}[7mY\u{1B}[27mZbbbb…")
    #expect(field.map { TerminalText.columns(plain([$0])[0]) } == 20)
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
    store.send(.addButtonTapped)
    #expect(draws == 4)
    store.send(.destination(.dismiss))  // Esc in the sheet, n in the question
    #expect(store.destination == nil)
    #expect(draws == 5, "closing the sheet through ifLet redraws the screen")
    token.cancel()
  }
}
