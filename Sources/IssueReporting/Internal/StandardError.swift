#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Android)
  import Android
#elseif canImport(ucrt)
  import ucrt
#elseif canImport(WASILibc)
  import WASILibc
#else
  #error("Unsupported platform: IssueReporting needs a standard error stream.")
#endif

/// The process's standard error, for runtime warnings.
enum StandardError {
  /// Writes `text` with unbuffered `write(2)` calls, so a warning is out before a crash.
  static func print(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var remaining = UnsafeRawBufferPointer(bytes)
      while !remaining.isEmpty {
        let written = platformWrite(remaining)
        guard written > 0 else { return }
        remaining = UnsafeRawBufferPointer(rebasing: remaining[written...])
      }
    }
  }

  private static func platformWrite(_ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(ucrt)
      return Int(_write(2, bytes.baseAddress, UInt32(bytes.count)))
    #else
      return write(2, bytes.baseAddress, bytes.count)
    #endif
  }
}
