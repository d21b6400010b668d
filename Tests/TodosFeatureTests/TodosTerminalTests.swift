import Foundation
import Testing
import TodosFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("the terminal tests need a POSIX pseudo-terminal")
#endif

/// End to end: the built `todos` executable in a pseudo-terminal, driven by the bytes a terminal
/// sends for keys, pastes and Alt, and read back from what it paints.
///
/// Every wait polls the output up to a deadline; nothing waits a fixed time to let the app catch
/// up. The one pause is part of the input: an arrow key's bytes written in two parts, with a
/// pause much shorter than the app's Esc delay (set to a full second with `--escape-delay`, so
/// a loaded machine cannot stretch the pause past it).
@Suite struct TodosTerminalTests {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The app on the other end of a pseudo-terminal, and what it has painted so far.
  final class Session {
    let master: Int32
    let process = Process()
    private(set) var output: [UInt8] = []

    /// Starts the app on a new pseudo-terminal, with `environment` added to this process's.
    /// With `controllingTerminal`, the app runs in a session of its own whose controlling
    /// terminal is that one (through util-linux `setsid --ctty`), so that the terminal's signal
    /// characters (Ctrl-C, Ctrl-\\) reach it as they would from a shell; otherwise they raise
    /// nothing.
    init(
      arguments: [String], environment: [String: String] = [:], controllingTerminal: Bool = false,
      rows: UInt16 = 24
    ) throws {
      var master: Int32 = -1
      var slave: Int32 = -1
      var size = winsize(ws_row: rows, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
      guard openpty(&master, &slave, nil, nil, &size) == 0 else {
        throw Failure(description: "openpty failed: errno \(errno)")
      }
      self.master = master
      let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
      let todos = try TodosExecutableTests.executable()
      if controllingTerminal {
        process.executableURL = URL(fileURLWithPath: Self.setsid)
        process.arguments = ["--ctty", todos.path] + arguments
      } else {
        process.executableURL = todos
        process.arguments = arguments
      }
      if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      }
      process.standardInput = terminal
      process.standardOutput = terminal
      process.standardError = FileHandle.nullDevice
      try process.run()
      try terminal.close()  // the app has its own copies
    }

    deinit {
      if process.isRunning { process.terminate() }
      close(master)
    }

    /// util-linux `setsid`, which runs a program in a new session (in place: the pid stays).
    static let setsid = "/usr/bin/setsid"

    /// Where the output ends now: waits after this point see only what comes later.
    var mark: Int { output.count }

    func write(_ text: String) throws {
      var bytes = Array(text.utf8)[...]
      while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { throw Failure(description: "write failed: errno \(errno)") }
        bytes = bytes.dropFirst(written)
      }
    }

    /// Reads what the app paints until everything in `texts` has appeared after `mark`, or the
    /// deadline passes.
    func waitFor(
      _ texts: String..., after mark: Int, deadline: Duration = .seconds(30),
      sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let clock = ContinuousClock()
      let end = clock.now + deadline
      while true {
        let painted = String(decoding: output[mark...], as: UTF8.self)
        if texts.allSatisfy(painted.contains) { return }
        guard clock.now < end, readSome(waitingAtMost: 100) else {
          let missing = texts.filter { !painted.contains($0) }
          Issue.record(
            "never painted \(missing); after the mark it painted: \(painted.debugDescription)",
            sourceLocation: sourceLocation)
          throw Failure(description: "the app did not paint \(missing)")
        }
      }
    }

    /// Waits for the app to exit, reading what it paints meanwhile.
    func exitStatus(deadline: Duration = .seconds(30)) -> Int32? {
      let clock = ContinuousClock()
      let end = clock.now + deadline
      while process.isRunning {
        guard clock.now < end else { return nil }
        if !readSome(waitingAtMost: 100) { usleep(10_000) }  // output closed: poll the exit
      }
      return process.terminationStatus
    }

    /// Reads what is there within `milliseconds`; false once the app's side is closed.
    private func readSome(waitingAtMost milliseconds: Int32) -> Bool {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, milliseconds)
      if ready <= 0 { return ready == 0 || errno == EINTR }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return false }
      output += buffer[..<count]
      return true
    }
  }

  /// Starts the app on a fresh list and waits for its first frame, which means raw mode is on:
  /// from then on, bytes reach the app as they are written.
  func launch(controllingTerminal: Bool = false) throws -> (Session, URL) {
    let file = temporaryFile()
    // A full second of Esc delay: far longer than the pause inside a split arrow key, even on a
    // loaded machine.
    let app = try Session(
      arguments: ["--file", file.path, "--escape-delay", "1000"],
      controllingTerminal: controllingTerminal)
    try app.waitFor("No todos yet", after: 0)
    return (app, file)
  }

  /// Adds a todo through the keys, as a user types it.
  func add(_ title: String, to app: Session) throws {
    var mark = app.mark
    try app.write("a")
    try app.waitFor("New todo:", after: mark)
    mark = app.mark
    try app.write(title + "\r")
    try app.waitFor("Added “\(title)”.", after: mark)
  }

  @Test func aPasteIsTextAndNeverKeys() throws {
    let (app, file) = try launch()
    #expect(
      String(decoding: app.output, as: UTF8.self).contains("\u{1B}[?2004h"),
      "bracketed paste is switched on")
    try add("milk", to: app)

    // On the list, a paste does nothing: its c, q and d are not keys.
    try app.write("\u{1B}[200~cqd\r\u{1B}[201~")
    // In the field, a paste of several lines (a terminal ends each with a carriage return) is
    // one line of text; the rest is left out, and said so.
    var mark = app.mark
    try app.write("a")
    try app.waitFor("New todo:", after: mark)
    mark = app.mark
    try app.write("\u{1B}[200~eggs\rcheese\rbread\rquit\r\u{1B}[201~")
    try app.waitFor("> eggs█", "3 more lines left out", after: mark)
    mark = app.mark
    try app.write("\r")
    try app.waitFor("Added “eggs”.", "  1. [ ] milk", "› 2. [ ] eggs", after: mark)

    try app.write("q")
    #expect(app.exitStatus() == 0)
    #expect(
      String(decoding: app.output, as: UTF8.self).hasSuffix(
        "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"),
      "bracketed paste is switched off on the way out")
    #expect(try TodosFile.decode(Data(contentsOf: file)).map(\.title) == ["milk", "eggs"])
  }

  @Test func altWithAKeyNeitherQuitsNorTypes() throws {
    let (app, file) = try launch()
    // Alt+q is Esc then q: neither Escape nor q (which quits).
    try app.write("\u{1B}q")
    try add("milk", to: app)
    try app.write("q")
    #expect(app.exitStatus() == 0)
    #expect(try TodosFile.decode(Data(contentsOf: file)).map(\.title) == ["milk"])
  }

  @Test func anArrowKeySplitAcrossTwoReadsMovesTheCursor() throws {
    let (app, _) = try launch()
    try add("one", to: app)
    try add("two", to: app)
    let mark = app.mark
    try app.write("\u{1B}[")
    usleep(50_000)  // the split itself, not a wait for the app: far below the 1 s Esc delay
    try app.write("A")
    try app.waitFor("› 1. [ ] one", "  2. [ ] two", after: mark)
    try app.write("q")
    #expect(app.exitStatus() == 0)
  }

  /// Waits for `texts` after sending `keys`.
  func press(_ keys: String, expecting texts: String..., in app: Session) throws {
    let mark = app.mark
    try app.write(keys)
    for text in texts { try app.waitFor(text, after: mark) }
  }

  @Test func tabCyclesTheFilter() throws {
    let (app, _) = try launch()
    try add("one", to: app)
    try press("\t", expecting: "[active]", "Showing active todos.", in: app)
    try press("\t", expecting: "[completed]", in: app)
    try app.write("q")
    #expect(app.exitStatus() == 0)
  }

  /// Ctrl-\\ would raise SIGQUIT, whose default kills the app with a crash report over its
  /// screen: in the app it is a key that does nothing. The terminal must be the app's
  /// controlling terminal for the character to raise anything.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: Session.setsid)))
  func ctrlBackslashNeitherCrashesNorQuits() throws {
    let (app, file) = try launch(controllingTerminal: true)
    try add("one", to: app)
    try app.write("\u{1C}")
    try add("two", to: app)
    try app.write("q")
    #expect(app.exitStatus() == 0)
    #expect(try TodosFile.decode(Data(contentsOf: file)).map(\.title) == ["one", "two"])
  }

  /// SIGQUIT from elsewhere (`kill -QUIT`) ends the app like SIGTERM: saved, the terminal
  /// given back, status 128 + 3.
  @Test func aQuitSignalSavesAndRestoresTheTerminal() throws {
    let (app, file) = try launch()
    try add("milk", to: app)
    kill(app.process.processIdentifier, SIGQUIT)
    #expect(app.exitStatus() == 128 + SIGQUIT)
    #expect(
      String(decoding: app.output, as: UTF8.self).hasSuffix(
        "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"))
    #expect(try TodosFile.decode(Data(contentsOf: file)).map(\.title) == ["milk"])
  }

  /// An Esc that closes the sheet, and one pressed after it, leave the app running: only q
  /// quits.
  @Test func escapeClosesTheSheetAndNeverQuits() throws {
    let (app, file) = try launch()
    try press("a", expecting: "New todo:", in: app)
    try press("x\u{1B}", expecting: "No todos yet", in: app)
    // Esc once more, on the list. The arrow after it tells it from Alt with a key at once (the
    // held Esc is Escape as soon as the next Esc arrives), with no wait for a pause.
    try app.write("\u{1B}\u{1B}[A")
    try add("after", to: app)
    try app.write("q")
    #expect(app.exitStatus() == 0)
    #expect(try TodosFile.decode(Data(contentsOf: file)).map(\.title) == ["after"])
  }

  /// Enter, pressed out of habit, does not answer the delete question: only y deletes. Saying
  /// no puts that on the status line.
  @Test func onlyYDeletes() throws {
    let (app, file) = try launch()
    try add("milk", to: app)
    try press("d", expecting: "Delete “milk”?", in: app)
    try app.write("\r")
    try press("n", expecting: "Kept “milk”.", in: app)
    try press("d", expecting: "Delete “milk”?", in: app)
    try press("y", expecting: "Deleted “milk”.", in: app)
    try app.write("q")
    #expect(app.exitStatus() == 0)
    #expect(try TodosFile.decode(Data(contentsOf: file)).isEmpty)
  }

  /// The edit field is a line editor: Home, End, the arrows and the Emacs controls.
  @Test func theFieldMovesItsCursor() throws {
    let (app, _) = try launch()
    try press("a", expecting: "New todo:", in: app)
    try press("milk", expecting: "> milk█", in: app)
    try press("\u{1B}[H", expecting: "> \u{1B}[7mm\u{1B}[27milk", in: app)  // Home
    try press("oat ", expecting: "> oat \u{1B}[7mm\u{1B}[27milk", in: app)
    try press("\u{1B}[C\u{1B}[C", expecting: "> oat mi\u{1B}[7ml\u{1B}[27mk", in: app)
    try press("\u{05}", expecting: "> oat milk█", in: app)  // Ctrl-E
    try press(" shake\u{17}", expecting: "> oat milk █", in: app)  // Ctrl-W
    try press("\u{01}\u{1B}[3~", expecting: "> \u{1B}[7ma\u{1B}[27mt milk ", in: app)  // Delete
    try press("\r", expecting: "Added “at milk”.", in: app)
    try press("e\u{15}tea\r", expecting: "Renamed to “tea”.", in: app)  // Ctrl-U
    try app.write("q")
    #expect(app.exitStatus() == 0)
  }

  /// The highlighted row is in reverse video; Page Down, Home, End, g and G move it.
  @Test func theListJumpsAndShowsTheHighlightInReverse() throws {
    let (app, _) = try launch()
    for title in ["one", "two", "three"] { try add(title, to: app) }
    try press("\u{1B}[5~", expecting: "\u{1B}[7m› 1. [ ] one\u{1B}[27m", in: app)  // PgUp
    try press("\u{1B}[6~", expecting: "\u{1B}[7m› 3. [ ] three\u{1B}[27m", in: app)  // PgDn
    try press("g", expecting: "\u{1B}[7m› 1. [ ] one\u{1B}[27m", in: app)
    try press("G", expecting: "\u{1B}[7m› 3. [ ] three\u{1B}[27m", in: app)
    try press("\u{1B}[H", expecting: "\u{1B}[7m› 1. [ ] one\u{1B}[27m", in: app)
    try press("\u{1B}[F", expecting: "\u{1B}[7m› 3. [ ] three\u{1B}[27m", in: app)
    try app.write("q")
    #expect(app.exitStatus() == 0)
  }

  /// On a terminal eight rows high, with a warning over the list, the edit sheet is still on
  /// screen: the warning and the list give way.
  @Test func aShortTerminalWithAWarningStillShowsTheSheet() throws {
    let file = temporaryFile()
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try TodosFile.encode([Todo.State(id: UUID(), title: "Buy milk")]).write(to: file)
    #expect(chmod(file.path, 0o444) == 0)  // read-only: a warning says so
    let app = try Session(
      arguments: ["--file", file.path, "--escape-delay", "1000"], rows: 8)
    try app.waitFor("! Cannot save", "Buy milk", after: 0)
    try press("a", expecting: "New todo:", "> █", "enter save", in: app)
    try press("tea", expecting: "> tea█", in: app)
    try app.write("\u{1B}\u{1B}[Aq")  // Esc closes the sheet; the arrow decides it at once
    #expect(app.exitStatus() == 0)
  }

  /// A new filter keeps the highlight on its todo, not on its offset.
  @Test func aNewFilterKeepsTheHighlightedTodo() throws {
    let (app, _) = try launch()
    for title in ["a", "b", "c"] { try add(title, to: app) }
    try press("g ", expecting: "Marked “a” done.", in: app)
    try press("j", expecting: "\u{1B}[7m› 2. [ ] b", in: app)
    try press("\t", expecting: "Showing active todos.", "\u{1B}[7m› 1. [ ] b", in: app)
    // b is not done: under `completed` the highlight stays on a shown row, the done a, which
    // it then keeps under `all`.
    try press("\t", expecting: "Showing completed todos.", "\u{1B}[7m› 1. [x] a", in: app)
    try press("\t", expecting: "Showing all todos.", "\u{1B}[7m› 1. [x] a", in: app)
    try app.write("q")
    #expect(app.exitStatus() == 0)
  }

  /// Enter on a blank title keeps the sheet open and says why inside it, where the user looks.
  @Test func aBlankTitleIsExplainedInTheSheet() throws {
    let (app, _) = try launch()
    try press("a", expecting: "New todo:", in: app)
    try press("  \r", expecting: "A todo needs a title.", in: app)
    try press("tea\r", expecting: "Added “tea”.", in: app)
    try app.write("q")
    #expect(app.exitStatus() == 0)
  }

  /// u takes the last change back and r makes it again, each saying which.
  @Test func undoAndRedoSayWhatTheyDid() throws {
    let (app, file) = try launch()
    try add("milk", to: app)
    try add("bread", to: app)
    try press(" ", expecting: "Marked “bread” done.", in: app)
    try press("c", expecting: "Cleared 1 completed todo.", in: app)
    try press("u", expecting: "Undid: clear 1 completed.", in: app)
    try press("u", expecting: "Undid: mark “bread” done.", in: app)
    try press("r", expecting: "Redid: mark “bread” done.", in: app)
    try press("\u{12}", expecting: "Redid: clear 1 completed.", in: app)  // Ctrl-R
    try press("r", expecting: "Nothing to redo.", in: app)
    try app.write("q")
    #expect(app.exitStatus() == 0)
    #expect(try TodosFile.decode(Data(contentsOf: file)).map(\.title) == ["milk"])
  }
}
