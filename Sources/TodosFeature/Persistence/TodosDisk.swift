import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("TodosDisk needs the C library's strerror")
#endif

/// The file operations the list's file needs, as values, so tests can stand in for the disk
/// where the real one cannot show a case (tests run as root, and root reads any file).
///
/// ``live`` does the real thing; each operation throws a ``TodosDisk/Failure`` carrying the
/// reason in words, which ``TodosPersistence/file(at:disk:)`` puts in a message. Only regular
/// files are read or replaced: anything else at the path (a device, a FIFO, a folder) is a
/// failure, found before the path is opened.
public struct TodosDisk: Sendable {
  /// The path a path finally names once symbolic links are followed (a link to a missing file
  /// names the missing file, so a first save creates the link's target).
  public var resolve: @Sendable (_ path: String) -> String
  /// What the file is, or `nil` when there is nothing at the path. Anything but a regular file
  /// is a failure.
  public var status: @Sendable (_ path: String) throws(Failure) -> FileStatus?
  /// The file's bytes; a file over ``sizeLimit`` is a failure, not read.
  public var read: @Sendable (_ path: String) throws(Failure) -> Data
  /// Replaces the file with `data` in one step, keeping the mode and owner of `existing`.
  public var replace:
    @Sendable (_ path: String, _ data: Data, _ existing: FileStatus?) throws(Failure) -> Void
  /// Creates a folder and its parents, if missing.
  public var makeDirectory: @Sendable (_ path: String) throws(Failure) -> Void
  /// Takes the exclusive advisory lock (`flock`) on a folder, waiting for it at most
  /// ``lockTimeout``; answers the function that lets it go.
  public var lock: @Sendable (_ directory: String) throws(Failure) -> @Sendable () -> Void

  /// Makes a disk from its operations.
  public init(
    resolve: @escaping @Sendable (_ path: String) -> String,
    status: @escaping @Sendable (_ path: String) throws(Failure) -> FileStatus?,
    read: @escaping @Sendable (_ path: String) throws(Failure) -> Data,
    replace:
      @escaping @Sendable (_ path: String, _ data: Data, _ existing: FileStatus?) throws(Failure) ->
      Void,
    makeDirectory: @escaping @Sendable (_ path: String) throws(Failure) -> Void,
    lock: @escaping @Sendable (_ directory: String) throws(Failure) -> @Sendable () -> Void
  ) {
    self.resolve = resolve
    self.status = status
    self.read = read
    self.replace = replace
    self.makeDirectory = makeDirectory
    self.lock = lock
  }

  /// The largest list file read: 64 MiB. A larger file is not a list anyone typed (a disk
  /// image, a log at a mistyped path) and reading it could exhaust memory.
  public static let sizeLimit: Int64 = 64 << 20

  /// How long a save waits for another program to let go of the folder's lock before it fails:
  /// another `todos` holds it for milliseconds, so a longer hold is a program that is stuck.
  public static let lockTimeout: Duration = .seconds(5)

  /// A failed operation: the reason in words, and the system's error number when the system
  /// refused.
  public struct Failure: Error, Equatable, Sendable {
    /// The error number (`EACCES`, `ENOSPC`, …), or 0 when the refusal is the disk's own (a
    /// device at the path, a file over the size limit).
    public var number: Int32
    /// What went wrong, in lower case: "permission denied", "it is a FIFO (named pipe), not a
    /// regular file".
    public var reason: String

    /// Makes the failure for an error number, in the system's words.
    public init(_ number: Int32) {
      let text = String(cString: strerror(number))
      self.number = number
      self.reason = text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Makes a failure the system did not report: the reason alone.
    public init(reason: String) {
      self.number = 0
      self.reason = reason
    }
  }
}

/// What `stat` says about a regular file, and whether this process may write it.
public struct FileStatus: Equatable, Sendable {
  /// Which version of the file this is: another program's save changes it.
  public struct Version: Equatable, Sendable {
    /// The device and inode: a save that renames a new file into place changes them.
    public var device: UInt64
    /// The inode number.
    public var inode: UInt64
    /// The size in bytes.
    public var size: Int64
    /// The modification time, in nanoseconds since 1970.
    public var modified: Int64

    /// Makes a version from its parts.
    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64) {
      self.device = device
      self.inode = inode
      self.size = size
      self.modified = modified
    }
  }

  /// Which version of the file this is.
  public var version: Version
  /// The permission bits (`0o600`…), kept when the file is replaced.
  public var mode: UInt32
  /// The owner's user id, kept when the file is replaced.
  public var owner: UInt32
  /// The owner's group id, kept when the file is replaced.
  public var group: UInt32
  /// Whether the list may be saved over it: this process has write access and the file has a
  /// write permission bit at all (root could write a 0444 file, but someone made it read-only).
  public var isWritable: Bool

  /// Makes a status from its parts.
  public init(
    version: Version, mode: UInt32, owner: UInt32, group: UInt32, isWritable: Bool
  ) {
    self.version = version
    self.mode = mode
    self.owner = owner
    self.group = group
    self.isWritable = isWritable
  }
}
