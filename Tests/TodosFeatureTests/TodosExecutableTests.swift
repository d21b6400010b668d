import Foundation
import Testing
import TodosFeature

/// End to end: the built `todos` executable, driven by a scripted standard input.
@Suite struct TodosExecutableTests {
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The `todos` built with this test bundle: beside it, or in the package's `.build`.
  static func executable() throws -> URL {
    let fileManager = FileManager.default
    var candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL,
      Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for configuration in ["debug", "release"] {
      candidates.append(packageRoot.appendingPathComponent(".build/\(configuration)"))
    }
    for folder in candidates {
      let file = folder.appendingPathComponent("todos")
      if fileManager.isExecutableFile(atPath: file.path) { return file }
    }
    struct NotBuilt: Error, CustomStringConvertible {
      var looked: [String]
      var description: String {
        "The todos executable was not found; build it first (swift build --product todos). "
          + "Looked in: \(looked.joined(separator: ", "))"
      }
    }
    throw NotBuilt(looked: candidates.map(\.path))
  }

  func launch(_ script: String, arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = try Self.executable()
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(script.utf8))
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self)
    )
  }

  @Test func aScriptedSessionPrintsTheListAndSavesTheFile() throws {
    let file = temporaryFile()
    let run = try launch(
      """
      add Buy milk
      add Walk the dog
      add Write tests
      toggle 2
      delete 3
      yes
      list

      """,
      arguments: ["--file", file.path]
    )
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(
      run.output == """
        Added “Buy milk”.
        Added “Walk the dog”.
        Added “Write tests”.
        Marked “Walk the dog” done.
        Delete “Write tests”? Type yes to delete it, no to keep it.
        Deleted “Write tests”.
        all: 2 of 2
          1. [ ] Buy milk
          2. [x] Walk the dog

        """)
    let saved = try TodosFile.decode(Data(contentsOf: file))
    #expect(saved.map(\.title) == ["Buy milk", "Walk the dog"])
    #expect(saved.map(\.isComplete) == [false, true])

    let again = try launch("list\nquit\n", arguments: ["--file", file.path])
    #expect(again.output == "all: 2 of 2\n  1. [ ] Buy milk\n  2. [x] Walk the dog\n")
  }

  @Test func aFileThatIsNotAListIsReportedAndLeftAsItIs() throws {
    // A mistyped `--file`: the file is someone's, and stays exactly where and what it was.
    let file = temporaryFile("package.json")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let contents = Data(#"{ "name": "not-a-list", "version": "1.0.0" }"#.utf8)
    try contents.write(to: file)
    let run = try launch("add Fresh start\nquit\n", arguments: ["--file", file.path])
    #expect(run.status == 1, "the refused change is a failed command")
    #expect(run.output == "")
    #expect(
      run.errors
        == "todos: Cannot read \(file.path): it is not a todos list (wrong type at version). "
        + "The list is open read-only.\n"
        + "todos: line 1: The list is read-only: nothing was changed.\n")
    #expect(try Data(contentsOf: file) == contents)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        == ["package.json"])
  }

  @Test func logWritesTheActionJourneyToStandardError() throws {
    let run = try launch("add Buy milk\n", arguments: ["--file", temporaryFile().path, "--log"])
    #expect(run.output == "Added “Buy milk”.\n")
    // `_printChanges` prints in debug builds only, as in TCA.
    #if DEBUG
      #expect(run.errors.contains("received action:"))
      #expect(run.errors.contains("confirmEditButtonTapped"))
    #else
      // Nothing to print, and said so rather than silently.
      #expect(
        run.errors
          == "todos: --log prints nothing in a release build; run a debug build (swift run todos)\n"
      )
    #endif
  }

  @Test func badOptionsAreRefused() throws {
    let run = try launch("", arguments: ["--nope"])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("todos: unknown option --nope\n"))
    let stray = try launch("", arguments: ["--file", temporaryFile().path, "extra"])
    #expect(stray.status == 2)
    #expect(
      stray.errors.hasPrefix("todos: unexpected argument 'extra' (todos takes only options)\n"))
    // An empty path is the same mistake however it is spelled.
    for arguments in [["--file="], ["--file", ""], ["--file"], ["-f", ""]] {
      let empty = try launch("", arguments: arguments)
      #expect(empty.status == 2, "\(arguments)")
      #expect(empty.errors.hasPrefix("todos: --file needs a path\n"), "\(arguments)")
    }
  }

  @Test func helpListsTheKeysAndTheCommands() throws {
    let run = try launch("", arguments: ["--help"])
    #expect(run.status == 0)
    for text in [
      "f or Tab filter", "u undo · r or Ctrl-R redo", "PgUp/PgDn", "y deletes", "Ctrl-W",
      "add TITLE", "exit status is 1",
    ] {
      #expect(run.output.contains(text), "\(text)")
    }
  }

  /// A script's errors go to standard error, numbered by line; the later commands still run,
  /// and the exit status says that something failed.
  @Test func aFailedCommandIsAnErrorAndTheStatusIsOne() throws {
    let file = temporaryFile()
    let run = try launch(
      "add Buy milk\ntoggle 7\nfrobnicate\nadd Bread\nundo\nredo\nredo\n",
      arguments: ["--file", file.path])
    #expect(run.status == 1)
    #expect(
      run.output
        == "Added “Buy milk”.\nAdded “Bread”.\nUndid: add “Bread”.\nRedid: add “Bread”.\n")
    #expect(
      run.errors == """
        todos: line 2: There is no todo 7: the list shows 1 to 1.
        todos: line 3: Unknown command “frobnicate”. Type help for the commands.
        todos: line 7: Nothing to redo.

        """)
    #expect(try TodosFile.decode(Data(contentsOf: file)).map(\.title) == ["Buy milk", "Bread"])
    let clean = try launch("list\n", arguments: ["--file", file.path])
    #expect(clean.status == 0)
    #expect(clean.errors.isEmpty)
  }
}
