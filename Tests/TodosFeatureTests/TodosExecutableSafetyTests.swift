import Foundation
import Testing
import TodosFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// End to end, what only a whole process shows: signals, two `todos` on one file, replies read
/// one by one, and a path that cannot be read.
@Suite struct TodosExecutableSafetyTests {
  func titles(in file: URL) throws -> [String] {
    try TodosFile.decode(Data(contentsOf: file)).map(\.title)
  }

  @Test func eachReplyArrivesBeforeTheNextCommandIsSent() throws {
    let todos = try TodosCoprocess(arguments: ["--file", temporaryFile().path])
    todos.send("add Buy milk")
    #expect(try todos.reply() == "Added “Buy milk”.")
    todos.send("list")
    #expect(try todos.reply() == "all: 1 of 1")
    #expect(try todos.reply() == "  1. [ ] Buy milk")
    todos.send("quit")
    #expect(try todos.finish().status == 0)
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aSignalRightAfterAnEditSavesItFirst(signal: Int32) throws {
    let file = temporaryFile()
    let todos = try TodosCoprocess(arguments: ["--file", file.path])
    todos.send("add Buy milk")
    // The reply means the change is made (and the handlers are in place); the autosave is
    // still half a second away.
    #expect(try todos.reply() == "Added “Buy milk”.")
    todos.interrupt(with: signal)
    let end = try todos.finish(closingInput: false)
    #expect(end.status == 128 + signal, "stderr: \(end.errors)")
    #expect(try titles(in: file) == ["Buy milk"])
  }

  @Test func twoTodosOnOneFileKeepEachOthersTodos() throws {
    let file = temporaryFile()
    let first = try TodosCoprocess(arguments: ["--file", file.path])
    let second = try TodosCoprocess(arguments: ["--file", file.path])
    // Both have read the (missing) list before either saves.
    for todos in [first, second] {
      todos.send("list")
      #expect(try todos.reply() == "all: 0 of 0")
      #expect(try todos.reply() == "  (none)")
    }
    for title in ["A1", "A2", "A3"] {
      first.send("add \(title)")
      #expect(try first.reply() == "Added “\(title)”.")
    }
    first.send("quit")
    #expect(try first.finish().status == 0)
    #expect(try titles(in: file) == ["A1", "A2", "A3"])

    second.send("add B1")
    #expect(try second.reply() == "Added “B1”.")
    second.send("quit")
    let end = try second.finish()
    #expect(end.status == 0)
    #expect(
      end.errors
        == "todos: Another program changed the file; its changes were merged with yours.\n")
    #expect(try titles(in: file) == ["A1", "A2", "A3", "B1"])
  }

  @Test func aFolderAtThePathIsLeftAloneAndTheListIsReadOnly() throws {
    let file = temporaryFile()
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    let todos = try TodosCoprocess(arguments: ["--file", file.path])
    todos.send("add Buy milk")  // refused: said on standard error, and the status is 1
    todos.send("quit")
    let end = try todos.finish()
    #expect(end.status == 1)
    #expect(
      end.errors
        == "todos: Cannot read \(file.path): it is a directory, not a regular file. "
        + "The list is open read-only.\n"
        + "todos: line 1: The list is read-only: nothing was changed.\n")
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }

  @Test func aReadOnlyFileIsShownAndLeftAsItIs() throws {
    // No write bit: refused for root too, who could write it anyway.
    let file = temporaryFile()
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let saved = try TodosFile.encode([Todo.State(id: UUID(), title: "Buy milk")])
    try saved.write(to: file)
    #expect(chmod(file.path, 0o444) == 0)

    let todos = try TodosCoprocess(arguments: ["--file", file.path])
    todos.send("add Walk the dog")  // refused: said on standard error, and the status is 1
    todos.send("list")
    #expect(try todos.reply() == "all: 1 of 1")
    #expect(try todos.reply() == "  1. [ ] Buy milk")
    todos.send("quit")
    let end = try todos.finish()
    #expect(end.status == 1)
    #expect(
      end.errors
        == "todos: Cannot save \(file.path): it is read-only. The list is open read-only.\n"
        + "todos: line 1: The list is read-only: nothing was changed.\n")
    #expect(try Data(contentsOf: file) == saved)
    var info = stat()
    #expect(stat(file.path, &info) == 0 && info.st_mode & 0o777 == 0o444)
  }
}
