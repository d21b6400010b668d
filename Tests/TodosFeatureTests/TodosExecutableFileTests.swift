import Foundation
import Testing
import TodosFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// /dev/null's device number (major 1, minor 3), as Linux encodes small numbers.
private let nullDeviceNumber = dev_t(1 << 8 | 3)

/// Whether this process may make device nodes (root in most containers): the device test makes
/// a private copy of /dev/null in a temporary folder rather than going near the real one.
private let canMakeDevices: Bool = {
  let path = FileManager.default.temporaryDirectory.path + "/arbor-mknod-\(UUID().uuidString)"
  defer { unlink(path) }
  return mknod(path, S_IFCHR | 0o666, nullDeviceNumber) == 0
}()

/// End to end: the built `todos` with a path that is not a list file, a save that fails, and a
/// lock another program holds. Nothing at the path is ever renamed or replaced unless it is a
/// list, and leaving never loses a change without saying where it went.
@Suite struct TodosExecutableFileTests {
  typealias Session = TodosTerminalTests.Session

  /// A fresh folder holding a list, and the folders a rescue tries, all inside one temporary
  /// folder.
  struct Place {
    let root: URL
    let file: URL
    let state: URL

    init(saved: [Todo.State]? = nil) throws {
      root = temporaryFile().deletingLastPathComponent()
      file = root.appendingPathComponent("list/todos.json")
      state = root.appendingPathComponent("state", isDirectory: true)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      if let saved { try TodosFile.encode(saved).write(to: file) }
    }

    /// Points every rescue folder into this place: the state folder first.
    var environment: [String: String] {
      [
        "XDG_STATE_HOME": state.path, "HOME": root.appendingPathComponent("home").path,
        "TMPDIR": root.appendingPathComponent("tmp").path,
      ]
    }

    /// Makes every save fail, as a full disk does: the list's folder becomes a regular file
    /// (which even root cannot save into).
    func breakTheFolder() throws {
      try FileManager.default.moveItem(at: folder, to: away)
      try Data("in the way".utf8).write(to: folder)
    }

    /// Puts the folder back.
    func fixTheFolder() throws {
      try FileManager.default.removeItem(at: folder)
      try FileManager.default.moveItem(at: away, to: folder)
    }

    var folder: URL { file.deletingLastPathComponent() }
    private var away: URL { root.appendingPathComponent("list.away") }

    /// The rescue files written to the state folder, decoded.
    func rescued() throws -> [[String]] {
      let folder = state.appendingPathComponent("arbor")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return try names.sorted().map { name in
        #expect(name.hasPrefix("todos-rescue-") && name.hasSuffix(".json"))
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return try TodosFile.decode(data).map(\.title)
      }
    }
  }

  /// Starts the app in a terminal 250 columns wide, so that no message is wrapped.
  func launch(_ place: Place) throws -> Session {
    let app = try Session(
      arguments: ["--file", place.file.path, "--escape-delay", "1000"],
      environment: place.environment)
    var size = winsize(ws_row: 24, ws_col: 250, ws_xpixel: 0, ws_ypixel: 0)
    #expect(ioctl(app.master, UInt(TIOCSWINSZ), &size) == 0)
    return app
  }

  /// Waits for a whole frame painted after `mark` that does not show `text`, and answers it.
  func frame(without text: String, in app: Session, after mark: Int) throws -> String {
    var mark = mark
    while true {
      try app.waitFor("q quit", after: mark)
      let painted = String(decoding: app.output[mark...], as: UTF8.self)
      let end = painted.range(of: "q quit", options: .backwards)!
      if let start = painted.range(
        of: "\u{1B}[H", options: .backwards, range: painted.startIndex..<end.lowerBound)
      {
        let frame = String(painted[start.lowerBound..<end.upperBound])
        if !frame.contains(text) { return frame }
      }
      mark = app.mark
    }
  }

  func kind(of path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
  }

  @Test(.enabled(if: canMakeDevices))
  func aLinkToACharacterDeviceIsNeitherRenamedNorReplaced() throws {
    let place = try Place()
    let device = place.folder.appendingPathComponent("null").path
    #expect(mknod(device, S_IFCHR | 0o666, nullDeviceNumber) == 0)
    #expect(symlink(device, place.file.path) == 0)

    let todos = try TodosCoprocess(arguments: ["--file", place.file.path])
    todos.send("add Buy milk")
    todos.send("quit")
    let end = try todos.finish()
    #expect(end.status == 1, "the refused change is a failed command")
    #expect(
      end.errors
        == "todos: Cannot read \(place.file.path): it is a character device, not a regular "
        + "file. The list is open read-only.\n"
        + "todos: line 1: The list is read-only: nothing was changed.\n")
    #expect(kind(of: device) == S_IFCHR, "the device is still a device")
    #expect(kind(of: place.file.path) == S_IFLNK, "the link is still a link")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: place.folder.path).sorted()
        == ["null", "todos.json"])
  }

  @Test func aFIFOAtThePathNeitherBlocksNorIsReplacedAndEscDismissesTheWarning() throws {
    let place = try Place()
    #expect(mkfifo(place.file.path, 0o600) == 0)
    let app = try launch(place)
    try app.waitFor("it is a FIFO (named pipe), not a regular file", "q quit", after: 0)

    // Esc takes the warning away (and never quits); q quits.
    let mark = app.mark
    try app.write("\u{1B}")
    _ = try frame(without: "FIFO", in: app, after: mark)
    try app.write("q")
    #expect(app.exitStatus() == 0)
    #expect(kind(of: place.file.path) == S_IFIFO, "still a FIFO")
  }

  @Test func aFileOverTheSizeLimitIsNotReadAndLeftAsItIs() throws {
    let place = try Place()
    let descriptor = open(place.file.path, O_WRONLY | O_CREAT, 0o600)
    #expect(ftruncate(descriptor, 100 << 20) == 0)  // sparse: no disk used
    close(descriptor)
    let todos = try TodosCoprocess(arguments: ["--file", place.file.path])
    todos.send("add Buy milk")
    todos.send("quit")
    let end = try todos.finish()
    #expect(end.status == 1, "the refused change is a failed command")
    #expect(
      end.errors
        == "todos: Cannot read \(place.file.path): it is 100 MiB, over the 64 MiB limit. "
        + "The list is open read-only.\n"
        + "todos: line 1: The list is read-only: nothing was changed.\n")
    var info = stat()
    #expect(stat(place.file.path, &info) == 0 && info.st_size == 100 << 20)
  }

  @Test func oneByteThatIsNotUTF8CostsOneCharacterNotTheList() throws {
    let place = try Place()
    var data = try TodosFile.encode([
      Todo.State(id: UUID(), title: "Buy milk"), Todo.State(id: UUID(), title: "Walk the dog"),
    ])
    data[data.firstRange(of: Data("milk".utf8))!.lowerBound + 1] = 0xFF
    try data.write(to: place.file)
    let todos = try TodosCoprocess(arguments: ["--file", place.file.path])
    todos.send("list")
    #expect(try todos.reply() == "all: 2 of 2")
    #expect(try todos.reply() == "  1. [ ] Buy m\u{FFFD}lk")
    #expect(try todos.reply() == "  2. [ ] Walk the dog")
    todos.send("quit")
    let end = try todos.finish()
    #expect(end.status == 0)
    #expect(
      end.errors
        == "todos: 1 title holds bytes that are not UTF-8 in \(place.file.path): they show as "
        + "\u{FFFD}, and a save writes them so.\n")
    #expect(try Data(contentsOf: place.file) == data, "nothing changed, nothing written")
  }

  @Test func anEmptyFileIsAnEmptyList() throws {
    let place = try Place()
    try Data().write(to: place.file)
    let todos = try TodosCoprocess(arguments: ["--file", place.file.path])
    todos.send("add Buy milk")
    #expect(try todos.reply() == "Added “Buy milk”.")
    todos.send("quit")
    let end = try todos.finish()
    #expect(end.status == 0)
    #expect(end.errors == "")
    #expect(try TodosFile.decode(Data(contentsOf: place.file)).map(\.title) == ["Buy milk"])
  }

  @Test func aListOverwrittenByAnotherProgramIsNeverMovedAsideAndTheChangeIsRescued() throws {
    let place = try Place(saved: [Todo.State(id: UUID(), title: "Buy milk")])
    let todos = try TodosCoprocess(
      arguments: ["--file", place.file.path],
      environment: place.environment)
    todos.send("list")
    #expect(try todos.reply() == "all: 1 of 1")
    #expect(try todos.reply() == "  1. [ ] Buy milk")
    try Data("#!/bin/sh\necho hello\n".utf8).write(to: place.file)
    todos.send("add Walk the dog")
    #expect(try todos.reply() == "Added “Walk the dog”.")
    todos.send("quit")
    let end = try todos.finish()
    #expect(end.status == 1)
    let rescued = try place.rescued()
    #expect(rescued == [["Buy milk", "Walk the dog"]])
    #expect(
      end.errors.hasPrefix(
        "todos: Cannot save \(place.file.path): another program replaced it with something "
          + "that is not a todos list. The unsaved list was written to \(place.state.path)"
          + "/arbor/todos-rescue-"), "stderr: \(end.errors)")
    #expect(try Data(contentsOf: place.file) == Data("#!/bin/sh\necho hello\n".utf8))
    #expect(!FileManager.default.fileExists(atPath: place.file.path + ".corrupt-1"))
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalWhenTheSaveFailsWritesARescueFileAndNamesIt(signal: Int32) throws {
    let place = try Place(saved: [])
    let todos = try TodosCoprocess(
      arguments: ["--file", place.file.path],
      environment: place.environment)
    todos.send("list")
    #expect(try todos.reply() == "all: 0 of 0")
    #expect(try todos.reply() == "  (none)")
    try place.breakTheFolder()
    todos.send("add Buy milk")
    #expect(try todos.reply() == "Added “Buy milk”.")
    todos.interrupt(with: signal)
    let end = try todos.finish(closingInput: false)
    #expect(end.status == 1)
    #expect(try place.rescued() == [["Buy milk"]])
    #expect(
      end.errors.hasPrefix(
        "todos: Cannot save \(place.file.path): not a directory. The unsaved list was written "
          + "to \(place.state.path)/arbor/todos-rescue-"), "stderr: \(end.errors)")
  }

  @Test func whenNoFolderTakesTheRescueTheExitMessageHoldsTheList() throws {
    let place = try Place(saved: [])
    // Every rescue folder lies under a regular file, so none can be made.
    let blocker = place.root.appendingPathComponent("blocker")
    try Data().write(to: blocker)
    let todos = try TodosCoprocess(
      arguments: ["--file", place.file.path],
      environment: [
        "XDG_STATE_HOME": blocker.path + "/state", "HOME": blocker.path + "/home",
        "TMPDIR": blocker.path + "/tmp",
      ])
    todos.send("list")
    #expect(try todos.reply() == "all: 0 of 0")
    #expect(try todos.reply() == "  (none)")
    try place.breakTheFolder()
    todos.send("add Buy milk")
    #expect(try todos.reply() == "Added “Buy milk”.")
    let end = try todos.finish()
    #expect(end.status == 1)
    let b = blocker.path
    #expect(
      end.errors.hasPrefix(
        "todos: Cannot save \(place.file.path): not a directory. No rescue file could be "
          + "written either (\(b)/state/arbor: not a directory; ~: not a directory; "
          + "\(b)/tmp: not a directory). The unsaved list, lost once this is closed, is:\n{"),
      "stderr: \(end.errors)")
    let json = try #require(end.errors.firstIndex(of: "{"))
    let list = try TodosFile.decode(Data(end.errors[json...].utf8))
    #expect(list.map(\.title) == ["Buy milk"])
  }

  /// Adds a todo through the keys.
  func add(_ title: String, to app: Session) throws {
    var mark = app.mark
    try app.write("a")
    try app.waitFor("New todo:", after: mark)
    mark = app.mark
    try app.write(title + "\r")
    try app.waitFor("Added “\(title)”.", after: mark)
  }

  @Test func aFailingSaveAtQuitKeepsTheAppOpenAndAQuitAfterTheFixSaves() throws {
    let place = try Place(saved: [])
    let app = try launch(place)
    try app.waitFor("No todos yet", after: 0)
    try place.breakTheFolder()
    try add("Buy milk", to: app)
    let mark = app.mark
    try app.write("q")
    try app.waitFor("not a directory — q again quits without saving", after: mark)
    #expect(app.process.isRunning, "the app stays open")

    try place.fixTheFolder()
    try app.write("q")
    #expect(app.exitStatus() == 0)
    #expect(try TodosFile.decode(Data(contentsOf: place.file)).map(\.title) == ["Buy milk"])
    #expect(try place.rescued() == [])
  }

  @Test func aSecondQuitWithTheSaveStillFailingWritesARescueFile() throws {
    let place = try Place(saved: [])
    let app = try launch(place)
    try app.waitFor("No todos yet", after: 0)
    try place.breakTheFolder()
    try add("Buy milk", to: app)
    let mark = app.mark
    try app.write("q")
    try app.waitFor("q again quits without saving", after: mark)
    #expect(app.process.isRunning)
    try app.write("q")
    #expect(app.exitStatus() == 1)
    #expect(try place.rescued() == [["Buy milk"]])
  }

  @Test func aSaveThatSucceedsAfterAFailedOneTakesItsWarningAway() throws {
    let place = try Place(saved: [])
    let app = try launch(place)
    try app.waitFor("No todos yet", after: 0)
    try place.breakTheFolder()
    try add("Buy milk", to: app)
    try app.waitFor("not a directory. The changes stay unsaved", after: 0)
    try place.fixTheFolder()
    try add("Walk the dog", to: app)
    // The autosave half a second later succeeds, and takes the warning away.
    let saved = try frame(without: "not a directory", in: app, after: app.mark)
    #expect(!saved.contains("unsaved"))
    try app.write("q")
    #expect(app.exitStatus() == 0)
    #expect(
      try TodosFile.decode(Data(contentsOf: place.file)).map(\.title)
        == ["Buy milk", "Walk the dog"])
  }

  @Test func aLockAnotherProgramHoldsIsSaidAndGivenUpOnAndQuitStillWorks() throws {
    let place = try Place(saved: [])
    let held = open(place.folder.path, O_RDONLY | O_DIRECTORY)
    defer { close(held) }
    #expect(flock(held, LOCK_EX) == 0)

    let app = try launch(place)
    try app.waitFor("No todos yet", after: 0)
    try add("Buy milk", to: app)
    try app.waitFor("Still saving: the disk is slow, or another program holds the lock", after: 0)
    let mark = app.mark
    try app.write("q")
    // The quit waits for the save, which gives up on the lock after its timeout.
    try app.waitFor(
      "another program has held the lock on its folder for 5 s — q again quits without saving",
      after: mark)
    #expect(app.process.isRunning)

    #expect(flock(held, LOCK_UN) == 0)
    try app.write("q")
    #expect(app.exitStatus() == 0)
    #expect(try TodosFile.decode(Data(contentsOf: place.file)).map(\.title) == ["Buy milk"])
  }
}
