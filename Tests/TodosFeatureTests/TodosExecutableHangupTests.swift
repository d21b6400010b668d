import Foundation
import Testing
import TodosFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// End to end in a pseudo-terminal: the full-screen app saves when its terminal goes away.
@Suite struct TodosExecutableHangupTests {
  struct Timeout: Error, CustomStringConvertible {
    var waitingFor: String
    var description: String { "the screen never showed \(waitingFor.debugDescription)" }
  }

  /// The terminal's other end: what `todos` draws, read until a text appears.
  final class Screen {
    let master: Int32
    private var seen = ""

    init(master: Int32) {
      self.master = master
    }

    func type(_ text: String) {
      _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    /// Reads the screen until `text` has been drawn since the last wait.
    func waitFor(_ text: String, timeout: Duration = .seconds(20)) throws {
      let deadline = ContinuousClock.now + timeout
      while !seen.contains(text) {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { throw Timeout(waitingFor: text) }
        var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, Int32(min(left.components.seconds * 1000 + 1, 1000))) > 0 else {
          continue
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { throw Timeout(waitingFor: text) }
        seen += String(decoding: buffer[..<count], as: UTF8.self)
      }
      seen = String(seen[seen.range(of: text)!.upperBound...])
    }
  }

  #if os(Linux)
    @Test func aHangupRightAfterAnEditSavesIt() throws {
      let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      #expect(master >= 0)
      // `posix_openpt`'s family is not in Swift's Glibc module: unlock the terminal and ask its
      // number with the ioctls behind them (TIOCSPTLCK, TIOCGPTN on Linux).
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0,
        ioctl(master, 0x8004_5430, &number) == 0
      else {
        Issue.record("no pseudo-terminal: \(String(cString: strerror(errno)))")
        return
      }
      let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
      #expect(terminal >= 0)
      var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)

      let file = temporaryFile()
      let process = Process()
      process.executableURL = try TodosExecutableTests.executable()
      process.arguments = ["--file", file.path]
      let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
      process.standardInput = handle
      process.standardOutput = handle
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      close(terminal)
      defer { if process.isRunning { process.terminate() } }

      let screen = Screen(master: master)
      try screen.waitFor("No todos yet")
      screen.type("a")
      try screen.waitFor("New todo:")
      screen.type("Buy milk")
      try screen.waitFor("Buy milk")
      screen.type("\r")
      // On screen means in the list; the autosave is still half a second away.
      try screen.waitFor("Added “Buy milk”.")

      // The terminal goes away, as when its window is closed.
      kill(process.processIdentifier, SIGHUP)
      close(master)
      // Standard error ends when the process does; the deadline keeps a hang from hanging.
      let deadline = ContinuousClock.now + .seconds(20)
      let descriptor = errors.fileHandleForReading.fileDescriptor
      var ended = false
      while !ended, ContinuousClock.now < deadline {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 1000) > 0 else { continue }
        var buffer = [UInt8](repeating: 0, count: 4096)
        ended = read(descriptor, &buffer, buffer.count) <= 0
      }
      guard ended else {
        Issue.record("todos did not leave after SIGHUP")
        return
      }
      process.waitUntilExit()
      #expect(try TodosFile.decode(Data(contentsOf: file)).map(\.title) == ["Buy milk"])
    }
  #endif
}
