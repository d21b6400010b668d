#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("The todos file needs the C library's file calls (open, flock, stat, rename)")
#endif

/// The advisory lock (`flock`) two `todos` take on the list's folder while one of them saves,
/// so the check for another program's changes and the write that follows are one step.
///
/// The folder rather than the file is locked because a save renames a new file over the old:
/// a lock on the old file would be a lock on a file no longer there.
enum DirectoryLock {
  /// Takes the lock on a folder, asking again every few milliseconds without blocking, and
  /// answers the function that lets it go.
  ///
  /// A blocking `flock` would hold the save, and the app's quit behind it, for as long as
  /// another program holds the lock, with no way to give up: this gives up after `timeout`.
  ///
  /// - Throws: A failure saying another program holds the lock, once `timeout` has passed.
  static func acquire(
    _ directory: String, timeout: Duration
  ) throws(TodosDisk.Failure) -> @Sendable () -> Void {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw TodosDisk.Failure(errno) }
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let number = errno
      if number == EINTR { continue }
      guard number == EWOULDBLOCK, clock.now < deadline else {
        close(descriptor)
        guard number == EWOULDBLOCK else { throw TodosDisk.Failure(number) }
        throw TodosDisk.Failure(
          reason: "another program has held the lock on its folder for \(describe(timeout))")
      }
      usleep(20_000)
    }
    // Closing the descriptor lets the lock go.
    return { close(descriptor) }
  }

  private static func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    return milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000) s" : "\(milliseconds) ms"
  }
}
