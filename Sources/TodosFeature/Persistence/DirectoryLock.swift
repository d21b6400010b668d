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
  /// Waits for the lock on a folder and answers the function that lets it go.
  static func acquire(_ directory: String) throws(TodosDisk.Failure) -> @Sendable () -> Void {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw TodosDisk.Failure(errno) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let number = errno
        close(descriptor)
        throw TodosDisk.Failure(number)
      }
    }
    // Closing the descriptor lets the lock go.
    return { close(descriptor) }
  }
}
