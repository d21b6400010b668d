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

  /// The bytes of standard input, one read at a time (a key, or a burst of pasted keys).
  static func chunks() -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
      Thread.detachNewThread {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          guard count > 0 else { break }
          continuation.yield(Array(buffer[..<count]))
        }
        continuation.finish()
      }
    }
  }
}
