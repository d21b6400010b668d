import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Android)
  import Android
#else
  #error("RegularFile needs the C library's lstat, open and fstat")
#endif

/// The one gate every saved file passes before it is read, renamed or replaced: only a regular
/// file goes through.
///
/// A path typed by mistake can name a device, a FIFO or a socket (`--file /dev/null`, a link
/// to `/dev/zero`). Opening some devices has side effects (a tape rewinds, a modem hangs up),
/// a FIFO blocks the opener until a writer comes, and `/dev/zero` never ends, so such a path is
/// refused from `lstat` alone, before anything opens it. A regular file is then opened without
/// blocking and without following a link, and `fstat` must show the inode `lstat` named:
/// anything swapped in between is refused rather than read. A file over the size limit is not
/// read at all.
///
/// Paths here name the file itself: callers follow symbolic links first
/// (``resolvingLinks(_:)``), so that a save can replace the link's target and keep the link.
package enum RegularFile {
  /// The largest file read: 64 MiB, far more than any list or setting a person writes, and
  /// little enough that a mistaken path to a disk image cannot exhaust memory.
  package static let defaultLimit: Int64 = 64 << 20

  /// What `lstat` says about a regular file.
  package struct Status: Equatable, Sendable {
    /// The device holding the inode.
    package var device: UInt64
    /// The inode: a save that renames a new file into place changes it.
    package var inode: UInt64
    /// The size in bytes.
    package var size: Int64
    /// The modification time, in nanoseconds since 1970.
    package var modified: Int64
    /// The permission bits (`0o600`…), without the file type.
    package var mode: UInt32
    /// The owner's user id.
    package var owner: UInt32
    /// The owner's group id.
    package var group: UInt32
  }

  /// What a path names when it is not a regular file.
  package enum Kind: String, Equatable, Sendable {
    /// A folder.
    case directory = "a directory"
    /// A character device (`/dev/null`, `/dev/zero`, a terminal, a tape).
    case characterDevice = "a character device"
    /// A block device (a disk).
    case blockDevice = "a block device"
    /// A FIFO: opening it to read waits for a writer.
    case fifo = "a FIFO (named pipe)"
    /// A Unix socket.
    case socket = "a socket"
    /// A symbolic link still there after following links: a loop, or a chain over 40 long.
    case symbolicLink = "a symbolic link that does not end"
    /// Anything else the system may name.
    case unknown = "not a regular file"
  }

  /// Why a path was not read or may not be replaced.
  package enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// A system call failed, with this error number.
    case system(Int32)
    /// The path names something other than a regular file.
    case notRegular(Kind)
    /// The file is larger than the limit.
    case tooLarge(size: Int64, limit: Int64)
    /// The file opened is not the one `lstat` described: it was replaced in between.
    case replaced

    /// The reason in lower case, for a sentence: "it is a character device, not a regular
    /// file".
    package var description: String {
      switch self {
      case .system(let number):
        let text = String(cString: strerror(number))
        return text.prefix(1).lowercased() + text.dropFirst()
      case .notRegular(.unknown):
        return "it is not a regular file"
      case .notRegular(let kind):
        return "it is \(kind.rawValue), not a regular file"
      case .tooLarge(let size, let limit):
        return "it is \(mebibytes(size)), over the \(mebibytes(limit)) limit"
      case .replaced:
        return "it was replaced while it was being opened"
      }
    }
  }

  /// What the path names, from `lstat` alone: nothing is opened.
  ///
  /// - Parameter path: The file itself, links already followed.
  /// - Returns: The file's status, or `nil` when nothing is at the path.
  /// - Throws: ``Refusal/notRegular(_:)`` for anything but a regular file, or
  ///   ``Refusal/system(_:)`` when `lstat` fails for another reason than a missing file.
  package static func status(at path: String) throws(Refusal) -> Status? {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw .system(errno)
    }
    return try regular(info)
  }

  /// The bytes of the regular file at a path, never blocking and never reading more than
  /// `limit` bytes.
  ///
  /// - Parameters:
  ///   - path: The file itself, links already followed.
  ///   - limit: The largest size read; a larger file is refused unread.
  /// - Returns: The file's bytes and the status of the inode read, or `nil` when nothing is at
  ///   the path.
  /// - Throws: A ``Refusal``; for anything but a regular file, before the path is opened.
  package static func read(
    at path: String, limit: Int64 = defaultLimit
  ) throws(Refusal) -> (data: Data, status: Status)? {
    guard let named = try status(at: path) else { return nil }
    guard named.size <= limit else { throw .tooLarge(size: named.size, limit: limit) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else {
      // Removed, or turned into a link, between the two calls.
      throw errno == ELOOP ? .replaced : .system(errno)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .system(errno) }
    let opened = try regular(info)
    guard opened.device == named.device, opened.inode == named.inode else { throw .replaced }
    guard opened.size <= limit else { throw .tooLarge(size: opened.size, limit: limit) }

    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw .system(errno) }
      if count == 0 { return (data, opened) }
      data.append(contentsOf: buffer[..<count])
      // A file still growing is cut off at the limit, never read without end.
      guard Int64(data.count) <= limit else {
        throw .tooLarge(size: Int64(data.count), limit: limit)
      }
    }
  }

  /// The path a chain of symbolic links ends at, as the kernel would follow it (giving up after
  /// 40 links, a loop); a link to a missing file names the missing file, so that a first save
  /// creates the link's target and the link stays a link.
  package static func resolvingLinks(_ path: String) -> String {
    var path = path
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    for _ in 0..<40 {
      let count = readlink(path, &buffer, buffer.count - 1)
      guard count > 0 else { return path }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      path =
        target.hasPrefix("/")
        ? target
        : ((path as NSString).deletingLastPathComponent as NSString)
          .appendingPathComponent(target)
    }
    return path
  }

  private static func regular(_ info: stat) throws(Refusal) -> Status {
    let type = UInt32(info.st_mode) & UInt32(S_IFMT)
    guard type == UInt32(S_IFREG) else {
      switch type {
      case UInt32(S_IFDIR): throw .notRegular(.directory)
      case UInt32(S_IFCHR): throw .notRegular(.characterDevice)
      case UInt32(S_IFBLK): throw .notRegular(.blockDevice)
      case UInt32(S_IFIFO): throw .notRegular(.fifo)
      case UInt32(S_IFSOCK): throw .notRegular(.socket)
      case UInt32(S_IFLNK): throw .notRegular(.symbolicLink)
      default: throw .notRegular(.unknown)
      }
    }
    #if canImport(Darwin)
      let modified =
        Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
    #else
      let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    #endif
    return Status(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modified: modified, mode: UInt32(info.st_mode) & 0o7777, owner: UInt32(info.st_uid),
      group: UInt32(info.st_gid))
  }
}

/// "64 MiB", "1.5 MiB", "300 bytes": rounded up, so that a size just over a limit never reads
/// as the limit itself.
private func mebibytes(_ size: Int64) -> String {
  guard size >= 1 << 20 else { return "\(size) bytes" }
  let tenths = (size * 10 + (1 << 20) - 1) >> 20
  return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(descriptor, buffer.baseAddress, buffer.count)
}
