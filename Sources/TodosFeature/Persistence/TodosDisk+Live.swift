import Foundation
import Sharing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("The todos file needs the C library's file calls (open, flock, stat, rename)")
#endif

extension TodosDisk {
  /// The real disk, through POSIX calls.
  ///
  /// Only regular files are read or replaced (``RegularFile``): a device, FIFO, socket or
  /// folder at the path is refused from `lstat` alone, before anything opens it, and a file
  /// over ``sizeLimit`` is refused unread. A save writes a new file beside the old one (in the
  /// folder of the link's target, when the path is a symbolic link, so the link keeps pointing
  /// at the list), gives it the old file's mode and owner, flushes it to the disk and renames
  /// it over the old one: a crash leaves either list whole, never half of one.
  public static let live = TodosDisk(
    resolve: RegularFile.resolvingLinks,
    status: fileStatus,
    read: { path throws(Failure) in
      let found: (data: Data, status: RegularFile.Status)?
      do throws(RegularFile.Refusal) {
        found = try RegularFile.read(at: path, limit: sizeLimit)
      } catch {
        throw Failure(error)
      }
      guard let found else { throw Failure(ENOENT) }
      return found.data
    },
    replace: replaceFile,
    makeDirectory: makeDirectories,
    lock: { directory throws(Failure) in
      try DirectoryLock.acquire(directory, timeout: lockTimeout)
    }
  )
}

extension TodosDisk.Failure {
  /// The failure for a refused path, with the system's error number when it was the system's.
  init(_ refusal: RegularFile.Refusal) {
    if case .system(let number) = refusal {
      self.init(number)
    } else {
      self.init(reason: refusal.description)
    }
  }
}

private func makeDirectories(_ path: String) throws(TodosDisk.Failure) {
  guard !path.isEmpty, mkdir(path, 0o777) != 0 else { return }
  switch errno {
  case EEXIST:
    return
  case ENOENT:
    try makeDirectories((path as NSString).deletingLastPathComponent)
    guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw TodosDisk.Failure(errno) }
  default:
    throw TodosDisk.Failure(errno)
  }
}

private func fileStatus(_ path: String) throws(TodosDisk.Failure) -> FileStatus? {
  let found: RegularFile.Status?
  do throws(RegularFile.Refusal) {
    found = try RegularFile.status(at: path)
  } catch {
    throw TodosDisk.Failure(error)
  }
  guard let found else { return nil }
  return FileStatus(
    version: FileStatus.Version(
      device: found.device, inode: found.inode, size: found.size, modified: found.modified),
    mode: found.mode,
    owner: found.owner,
    group: found.group,
    isWritable: access(path, W_OK) == 0 && found.mode & 0o222 != 0
  )
}

private func replaceFile(
  _ path: String, _ data: Data, _ existing: FileStatus?
) throws(TodosDisk.Failure) {
  let folder = (path as NSString).deletingLastPathComponent
  let name = (path as NSString).lastPathComponent
  let temporary = "\(folder)/.\(name).saving-\(UUID().uuidString)"
  // A new list gets the usual 0666 less the umask; an existing one its own mode, below.
  let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
  guard descriptor >= 0 else { throw TodosDisk.Failure(errno) }
  var closed = false
  func fail(_ number: Int32) -> TodosDisk.Failure {
    if !closed { close(descriptor) }
    unlink(temporary)
    return TodosDisk.Failure(number)
  }
  if let existing {
    // The owner first: changing it clears set-id bits that the mode then restores. Only root
    // may give a file away; anyone else writes a file they own, so the owner already matches.
    if existing.owner != geteuid() || existing.group != getegid() {
      _ = fchown(descriptor, existing.owner, existing.group)
    }
    guard fchmod(descriptor, mode_t(existing.mode)) == 0 else { throw fail(errno) }
  }
  var remaining = data[...]
  while !remaining.isEmpty {
    let count = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { throw fail(count < 0 ? errno : EIO) }
    remaining = remaining.dropFirst(count)
  }
  guard fsync(descriptor) == 0 else { throw fail(errno) }
  closed = true
  guard close(descriptor) == 0 else { throw fail(errno) }
  guard rename(temporary, path) == 0 else { throw fail(errno) }
  // The rename itself reaches the disk when the folder is flushed.
  let directory = open(folder, O_RDONLY | O_CLOEXEC)
  if directory >= 0 {
    _ = fsync(directory)
    close(directory)
  }
}
