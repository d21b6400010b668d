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
      "filter completed", "list", "filter all", "clear", "undo", "list",
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
        "Undid the last change.",
        "all: 2 of 2",
        "  1. [ ] Walk the cat",
        "  2. [x] Buy milk",
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
    #expect(session.run(line: "yes").output == ["There is no question to answer."])
  }

  @Test func anotherCommandInsteadOfAnAnswerKeepsTheTodo() {
    let (session, _) = session()
    _ = session.run(line: "add Buy milk")
    _ = session.run(line: "delete 1")
    #expect(
      session.run(line: "list").output == ["Kept “Buy milk”.", "all: 1 of 1", "  1. [ ] Buy milk"])
  }

  @Test func badNumbersAndLinesAreExplained() {
    let (session, _) = session()
    #expect(session.run(line: "toggle 1").output == ["There is no todo 1: the list shows none."])
    _ = session.run(line: "add Buy milk")
    #expect(session.run(line: "toggle 4").output == ["There is no todo 4: the list shows 1 to 1."])
    #expect(
      session.run(line: "nope").output == ["Unknown command “nope”. Type help for the commands."])
    #expect(session.run(line: "").output == [])
    #expect(session.run(line: "quit").quit)
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
      session.run(line: "\u{1B}[2Jnope").output
        == [#"Unknown command “\u{1B}[2Jnope”. Type help for the commands."#])
    #expect(session.run(.add("two\nlines")).output == [#"Added “two\u{A}lines”."#])
    _ = session.run(line: "quit")
    #expect(session.store.todos.map(\.title) == [evil, "two\nlines"])
    _ = storage
  }
}
