import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("ExitSignals needs the C library's signal, pipe, read and write")
#endif

/// The signals that end `todos` the ordinary way: Ctrl-C (SIGINT), `kill` (SIGTERM), a
/// closed terminal or dropped SSH connection (SIGHUP), and SIGQUIT (`kill -QUIT`; the
/// full-screen app makes Ctrl-\ a key, so a terminal no longer sends it). Each saves before
/// leaving, in both the full-screen app and a scripted session: SIGQUIT's default, a crash
/// report and a core, would paint over the screen and leave the terminal raw.
///
/// The handlers are plain `signal` handlers that write the signal's number to a pipe, read by
/// a thread of its own. A dispatch signal source would register asynchronously: a signal
/// that came just after `resume()` (a script that sends SIGTERM once it sees a reply) could
/// find it not listening yet and be lost.
enum ExitSignals {
  /// Each signal; the exit status that reports it is 128 + its number, as a shell says.
  static let all: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Handles each signal, from the moment this returns, by calling `leave` on the main actor
  /// with the exit status.
  static func watch(_ leave: @escaping @MainActor @Sendable (_ status: Int32) -> Void) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }  // out of descriptors: the signals keep their default
    let readEnd = ends[0]
    signalPipe = ends[1]
    Thread.detachNewThread {
      var number: UInt8 = 0
      while true {
        let count = read(readEnd, &number, 1)
        if count < 0 && errno == EINTR { continue }
        guard count == 1 else { return }
        let status = 128 + Int32(number)
        Task { @MainActor in leave(status) }
      }
    }
    for number in all {
      _ = signal(number) { number in
        // Only async-signal-safe work here: one byte to the pipe.
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(signalPipe, &byte, 1)
      }
    }
  }
}

/// The pipe's write end, set once before any handler is installed and only read after.
nonisolated(unsafe) private var signalPipe: Int32 = -1  // NB: set before any handler can run
