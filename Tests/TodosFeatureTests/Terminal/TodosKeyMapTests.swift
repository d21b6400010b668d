import ComposableArchitecture
import Testing
import TodosFeature

@Suite struct TodosKeyMapTests {
  let list = Todos.State(todos: [.milk, .dog], cursor: 1, isLoaded: true)

  @Test func listKeysActOnTheHighlightedTodo() {
    let dog = Todo.State.dog.id
    #expect(TodosKeyMap.command(for: .up, in: list) == .send([.cursorMoved(.up)]))
    #expect(TodosKeyMap.command(for: .character("j"), in: list) == .send([.cursorMoved(.down)]))
    #expect(
      TodosKeyMap.command(for: .character(" "), in: list)
        == .send([.todos(.element(id: dog, action: .toggleCompletion))]))
    #expect(TodosKeyMap.command(for: .character("a"), in: list) == .send([.addButtonTapped]))
    #expect(
      TodosKeyMap.command(for: .character("e"), in: list) == .send([.editButtonTapped(id: dog)]))
    #expect(
      TodosKeyMap.command(for: .character("d"), in: list) == .send([.deleteButtonTapped(id: dog)]))
    #expect(TodosKeyMap.command(for: .character("f"), in: list) == .send([.filter(.cycled)]))
    #expect(
      TodosKeyMap.command(for: .character("c"), in: list) == .send([.clearCompletedButtonTapped]))
    #expect(
      TodosKeyMap.command(for: .character("K"), in: list)
        == .send([.moveButtonTapped(id: dog, direction: .up)]))
    #expect(TodosKeyMap.command(for: .character("u"), in: list) == .send([.undoButtonTapped]))
    #expect(TodosKeyMap.command(for: .character("r"), in: list) == .send([.redoButtonTapped]))
    #expect(TodosKeyMap.command(for: .control("r"), in: list) == .send([.redoButtonTapped]))
    #expect(TodosKeyMap.command(for: .tab, in: list) == .send([.filter(.cycled)]))
    #expect(TodosKeyMap.command(for: .character("q"), in: list) == .quit)
    #expect(TodosKeyMap.command(for: .interrupt, in: list) == .quit)
    #expect(TodosKeyMap.command(for: .character("e"), in: Todos.State()) == .ignore, "no row")
  }

  @Test func theSheetTakesTyping() {
    var state = list
    state.destination = .edit(EditTodo.State(title: "Bre"))
    func edit(_ edit: EditTodo.FieldEdit) -> TodosKeyMap.Command {
      .send([.destination(.presented(.edit(.edited(edit))))])
    }
    #expect(TodosKeyMap.command(for: .character("d"), in: state) == edit(.insert("d")))
    #expect(TodosKeyMap.command(for: .backspace, in: state) == edit(.deleteBackward))
    #expect(TodosKeyMap.command(for: .enter, in: state) == .send([.confirmEditButtonTapped]))
    #expect(TodosKeyMap.command(for: .escape, in: state) == .send([.destination(.dismiss)]))
  }

  @Test func escapeTakesAWarningAwayAndNeverQuits() {
    var state = list
    state.warning = "Cannot save ~/todos.json: no space left on device."
    #expect(TodosKeyMap.command(for: .escape, in: state) == .send([.warningDismissed]))
    #expect(TodosKeyMap.command(for: .character("q"), in: state) == .quit)
    state.warning = nil
    #expect(TodosKeyMap.command(for: .escape, in: state) == .ignore)
  }

  /// The field is a line editor: arrows, Home and End, and the Emacs-style controls.
  @Test func theSheetsFieldKeysMoveAndErase() {
    var state = list
    state.destination = .edit(EditTodo.State(title: "Bread"))
    let keys: [(TerminalKey, EditTodo.FieldEdit)] = [
      (.left, .moveLeft), (.right, .moveRight), (.home, .moveToStart), (.end, .moveToEnd),
      (.control("a"), .moveToStart), (.control("e"), .moveToEnd),
      (.control("b"), .moveLeft), (.control("f"), .moveRight),
      (.control("w"), .deleteWordBackward), (.control("u"), .deleteToStart),
      (.control("k"), .deleteToEnd), (.delete, .deleteForward),
    ]
    for (key, edit) in keys {
      #expect(
        TodosKeyMap.command(for: key, in: state)
          == .send([.destination(.presented(.edit(.edited(edit))))]), "\(key)")
    }
  }

  /// Page Up and Page Down move a screenful; Home, End, g and G go to either end.
  @Test func theListJumps() {
    #expect(
      TodosKeyMap.command(for: .pageDown, in: list, pageSize: 17)
        == .send([.cursorPaged(.down, rows: 17)]))
    #expect(
      TodosKeyMap.command(for: .pageUp, in: list, pageSize: 17)
        == .send([.cursorPaged(.up, rows: 17)]))
    for key in [TerminalKey.home, .character("g")] {
      #expect(TodosKeyMap.command(for: key, in: list) == .send([.cursorMovedToEnd(.up)]))
    }
    for key in [TerminalKey.end, .character("G")] {
      #expect(TodosKeyMap.command(for: key, in: list) == .send([.cursorMovedToEnd(.down)]))
    }
  }

  /// Esc closes what is open and never quits: pressed once too often after closing the sheet,
  /// it must not end the app. Ctrl-\\ does nothing.
  @Test func escapeNeverQuits() {
    #expect(TodosKeyMap.command(for: .escape, in: list) == .ignore)
    #expect(TodosKeyMap.command(for: .control("\\"), in: list) == .ignore)
  }

  @Test func theQuestionTakesYesOrNo() {
    var state = list
    state.destination = .alert(.deleteTodo(.dog))
    #expect(
      TodosKeyMap.command(for: .character("y"), in: state)
        == .send([.destination(.presented(.alert(.confirmDeletion(id: Todo.State.dog.id))))]))
    #expect(TodosKeyMap.command(for: .character("n"), in: state) == .send([.destination(.dismiss)]))
    #expect(TodosKeyMap.command(for: .escape, in: state) == .send([.destination(.dismiss)]))
    #expect(TodosKeyMap.command(for: .enter, in: state) == .ignore, "only y deletes")
    #expect(TodosKeyMap.command(for: .character("q"), in: state) == .ignore)
  }

  /// A paste is text: into the sheet's field as one action, and nothing at all on the list or
  /// the question, where its letters would otherwise clear, rename, delete or quit.
  @Test func aPasteIsTextForTheFieldAndNothingElsewhere() {
    var sheet = list
    sheet.destination = .edit(EditTodo.State())
    #expect(
      TodosKeyMap.command(for: .paste("eggs\ncheese\nquit\n"), in: sheet)
        == .send([.destination(.presented(.edit(.textPasted("eggs\ncheese\nquit\n"))))]))
    #expect(TodosKeyMap.command(for: .paste("cqd"), in: list) == .ignore)
    var question = list
    question.destination = .alert(.deleteTodo(.dog))
    #expect(TodosKeyMap.command(for: .paste("y"), in: question) == .ignore)
  }

  @Test func altWithAKeyDoesNothing() {
    #expect(TodosKeyMap.command(for: .alt("q"), in: list) == .ignore)
    #expect(TodosKeyMap.command(for: .alt("x"), in: list) == .ignore)
    var sheet = list
    sheet.destination = .edit(EditTodo.State(title: "Bre"))
    #expect(TodosKeyMap.command(for: .alt("d"), in: sheet) == .ignore)
  }
}
