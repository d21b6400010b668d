import ComposableArchitecture
import Testing
import TodosFeature

@MainActor
@Suite struct LineSessionTests {
  func session() -> (LineSession, LockIsolated<[Todo.State]?>) {
    let storage = LockIsolated<[Todo.State]?>(nil)
    let store = Store(initialState: Todos.State(isLoaded: true)) {
      Todos()
    } withDependencies: {
      $0.todosPersistence = .inMemory(storage)
      $0.continuousClock = TestClock()
      $0.uuid = .incrementing
    }
    return (LineSession(store: store), storage)
  }

  @Test func aScriptDrivesTheFeatures() {
    let (session, _) = session()
    var transcript: [String] = []
    for line in [
      "add Buy milk", "add Walk the dog", "toggle 1", "edit 2 Walk the cat", "up 2", "list",
      "filter completed", "list", "filter all", "clear", "undo", "list", "redo", "undo",
    ] {
      transcript += session.run(line: line).output
    }
    #expect(
      transcript == [
        "Added “Buy milk”.",
        "Added “Walk the dog”.",
        "Marked “Buy milk” done.",
        "Renamed to “Walk the cat”.",
        "Moved “Walk the cat” up.",
        "all: 2 of 2",
        "  1. [ ] Walk the cat",
        "  2. [x] Buy milk",
        "Showing completed todos.",
        "completed: 1 of 2",
        "  1. [x] Buy milk",
        "Showing all todos.",
        "Cleared 1 completed todo.",
        "Undid: clear 1 completed.",
        "all: 2 of 2",
        "  1. [ ] Walk the cat",
        "  2. [x] Buy milk",
        "Redid: clear 1 completed.",
        "Undid: clear 1 completed.",
      ])
  }

  @Test func deleteWaitsForYes() {
    let (session, _) = session()
    _ = session.run(line: "add Buy milk")
    #expect(
      session.run(line: "delete 1").output
        == ["Delete “Buy milk”? Type yes to delete it, no to keep it."])
    #expect(session.run(line: "no").output == ["Kept “Buy milk”."])
    _ = session.run(line: "delete 1")
    #expect(session.run(line: "yes").output == ["Deleted “Buy milk”."])
    #expect(session.run(line: "yes").errors == ["There is no question to answer."])
  }

  @Test func anotherCommandInsteadOfAnAnswerKeepsTheTodo() {
    let (session, _) = session()
    _ = session.run(line: "add Buy milk")
    _ = session.run(line: "delete 1")
    #expect(
      session.run(line: "list").output == ["Kept “Buy milk”.", "all: 1 of 1", "  1. [ ] Buy milk"])
  }

  /// What fails is an error, for standard error, and nothing on standard output.
  @Test func badNumbersAndLinesAreErrors() {
    let (session, _) = session()
    #expect(
      session.run(line: "toggle 1")
        == .init(output: [], errors: ["There is no todo 1: the list shows none."]))
    _ = session.run(line: "add Buy milk")
    #expect(
      session.run(line: "toggle 4")
        == .init(output: [], errors: ["There is no todo 4: the list shows 1 to 1."]))
    #expect(
      session.run(line: "nope")
        == .init(output: [], errors: ["Unknown command “nope”. Type help for the commands."]))
    #expect(session.run(line: "redo").errors == ["Nothing to redo."])
    #expect(session.run(line: "undo").failed == false)
    #expect(session.run(line: "undo").errors == ["Nothing to undo."])
    #expect(session.run(line: "yes").errors == ["There is no question to answer."])
    #expect(session.run(line: "add \u{A0}").errors == ["A todo needs a title."])
    #expect(session.store.destination == nil, "a refused title closes the sheet")
    #expect(session.run(line: "").failed == false)
    #expect(session.run(line: "quit").quit)
  }

  @Test func aReadOnlyListRefusesChangesAsErrors() {
    let store = Store(initialState: Todos.State(todos: [.milk], isLoaded: true, isReadOnly: true)) {
      Todos()
    } withDependencies: {
      $0.todosPersistence = .inMemory(LockIsolated(nil))
      $0.continuousClock = TestClock()
    }
    let session = LineSession(store: store)
    for line in ["add Bread", "toggle 1", "delete 1", "clear", "undo"] {
      #expect(
        session.run(line: line).errors == ["The list is read-only: nothing was changed."], "\(line)"
      )
    }
    #expect(session.run(line: "list") == .init(output: ["all: 1 of 1", "  1. [ ] Buy milk"]))
  }

  /// A script's output goes to a terminal too: a title or a mistyped command holding escape
  /// sequences or newlines prints as one visible line, and the title is stored as given.
  @Test func theOutputShowsControlCharactersInertly() {
    let (session, storage) = session()
    let evil = "EVIL\u{1B}[2J\u{1B}]0;pwned\u{07}\u{1B}[31mRED"
    let shown = #"EVIL\u{1B}[2J\u{1B}]0;pwned\u{7}\u{1B}[31mRED"#
    #expect(session.run(line: "add \(evil)").output == ["Added “\(shown)”."])
    #expect(session.run(line: "list").output == ["all: 1 of 1", "  1. [ ] \(shown)"])
    #expect(
      session.run(line: "\u{1B}[2Jnope").errors
        == [#"Unknown command “\u{1B}[2Jnope”. Type help for the commands."#])
    #expect(session.run(.add("two\nlines")).output == [#"Added “two\u{A}lines”."#])
    _ = session.run(line: "quit")
    #expect(session.store.todos.map(\.title) == [evil, "two\nlines"])
    _ = storage
  }
}
