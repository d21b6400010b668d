import Foundation

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
  /// A save writes a new file beside the old one (in the folder of the link's target, when the
  /// path is a symbolic link, so the link keeps pointing at the list), gives it the old file's
  /// mode and owner, flushes it to the disk and renames it over the old one: a crash leaves
  /// either list whole, never half of one.
  public static let live = TodosDisk(
    resolve: resolveLinks,
    status: fileStatus,
    read: readFile,
    replace: replaceFile,
    move: { from, to throws(Failure) in
      // `link` refuses an existing name, where `rename` would replace it.
      guard link(from, to) == 0 else { throw Failure(errno) }
      guard unlink(from) == 0 else { throw Failure(errno) }
    },
    makeDirectory: makeDirectories,
    lock: DirectoryLock.acquire
  )
}

private func resolveLinks(_ path: String) -> String {
  var path = path
  // As the kernel does, give up after 40 links (a loop).
  for _ in 0..<40 {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { break }
    let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    path =
      target.hasPrefix("/")
      ? target : (path as NSString).deletingLastPathComponent + "/" + target
  }
  return path
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
  var info = stat()
  guard stat(path, &info) == 0 else {
    if errno == ENOENT { return nil }
    throw TodosDisk.Failure(errno)
  }
  #if canImport(Darwin)
    let modified =
      Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
  #else
    let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
  #endif
  let mode = UInt32(info.st_mode)
  return FileStatus(
    version: FileStatus.Version(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modified: modified),
    mode: mode & 0o7777,
    owner: UInt32(info.st_uid),
    group: UInt32(info.st_gid),
    isDirectory: mode & UInt32(S_IFMT) == UInt32(S_IFDIR),
    isWritable: access(path, W_OK) == 0 && mode & 0o222 != 0
  )
}

private func readFile(_ path: String) throws(TodosDisk.Failure) -> Data {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else { throw TodosDisk.Failure(errno) }
  defer { close(descriptor) }
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: 64 * 1024)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count >= 0 else { throw TodosDisk.Failure(errno) }
    if count == 0 { return data }
    data.append(contentsOf: buffer[..<count])
  }
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
