import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `todos` driven one line at a time, as a shell coprocess would: each reply is read
/// before the next command is sent, and every wait has a deadline rather than a guessed sleep.
final class TodosCoprocess {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private var pending = Data()

  struct NoReply: Error, CustomStringConvertible {
    var sofar: String
    var description: String {
      "no whole line from todos in time; it printed: \(sofar.debugDescription)"
    }
  }

  /// Starts `todos` with these arguments, and these variables added to the environment.
  init(arguments: [String], environment: [String: String] = [:]) throws {
    // A write to a `todos` that already left must fail, not kill the test runner.
    signal(SIGPIPE, SIG_IGN)
    process.executableURL = try TodosExecutableTests.executable()
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
  }

  deinit {
    // A test that failed half way leaves no `todos` behind.
    if process.isRunning { process.terminate() }
  }

  /// Sends one command line.
  func send(_ line: String) {
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// The next line `todos` printed, waiting at most `timeout` for it.
  func reply(timeout: Duration = .seconds(20)) throws -> String {
    let deadline = ContinuousClock.now + timeout
    while true {
      if let end = pending.firstIndex(of: 0x0A) {
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeSubrange(...end)
        return line
      }
      guard let chunk = Self.nextChunk(output, until: deadline), !chunk.isEmpty else {
        throw NoReply(sofar: String(decoding: pending, as: UTF8.self))
      }
      pending.append(chunk)
    }
  }

  /// Sends a signal to `todos`.
  func interrupt(with number: Int32) {
    kill(process.processIdentifier, number)
  }

  /// Waits for `todos` to leave (closing its standard input first, unless `closingInput` is
  /// false, as when a signal is what should end it) and answers its exit status and what it
  /// wrote on standard error.
  func finish(
    closingInput: Bool = true, timeout: Duration = .seconds(20)
  ) throws -> (status: Int32, errors: String) {
    if closingInput { try? input.fileHandleForWriting.close() }
    let deadline = ContinuousClock.now + timeout
    var errorText = Data()
    // Standard error ends when the process does.
    while let chunk = Self.nextChunk(errors, until: deadline) {
      guard !chunk.isEmpty else {
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errorText, as: UTF8.self))
      }
      errorText.append(chunk)
    }
    struct StillRunning: Error {}
    process.terminate()
    throw StillRunning()
  }

  /// The next bytes from a pipe; empty at its end; nil if nothing came before the deadline.
  private static func nextChunk(_ pipe: Pipe, until deadline: ContinuousClock.Instant) -> Data? {
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    while true {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { return nil }
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(min(left.components.seconds * 1000 + 1, 1000))
      guard poll(&ready, 1, milliseconds) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      return Data(buffer[..<max(count, 0)])
    }
  }
}
