import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("todos needs a POSIX terminal")
#endif

/// Standard input read on a thread of its own, so blocking reads never hold the main actor
/// (where the store and its effects' actions run).
enum StandardInput {
  /// The lines of standard input, without their newlines, until end of file.
  static func lines() -> AsyncStream<String> {
    AsyncStream { continuation in
      Thread.detachNewThread {
        while let line = readLine(strippingNewline: true) {
          continuation.yield(line)
        }
        continuation.finish()
      }
    }
  }

  /// What reading a terminal yields: bytes, or word that input went quiet.
  enum Event: Sendable {
    /// The bytes of one read (a key, part of one, or a burst of pasted text).
    case bytes([UInt8])
    /// Nothing more arrived for the quiet interval after the last bytes.
    case quiet
  }

  /// The bytes of standard input, one read at a time, each burst followed by `.quiet` once
  /// nothing more arrives for `quietAfter`: the clock a ``KeyDecoder`` needs to tell Esc from
  /// the start of a sequence, kept here so the decoder stays pure.
  static func events(quietAfter: Duration) -> AsyncStream<Event> {
    let (seconds, attoseconds) = quietAfter.components
    let milliseconds = Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
    return AsyncStream { continuation in
      Thread.detachNewThread {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var waitingForQuiet = false
        while true {
          var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
          let ready = poll(&descriptor, 1, waitingForQuiet ? milliseconds : -1)
          if ready < 0 && errno == EINTR { continue }
          if ready == 0 {
            waitingForQuiet = false
            continuation.yield(.quiet)
            continue
          }
          let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          guard count > 0 else { break }
          continuation.yield(.bytes(Array(buffer[..<count])))
          waitingForQuiet = true
        }
        continuation.finish()
      }
    }
  }
}
