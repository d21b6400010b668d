import Foundation

/// The file operations the list's file needs, as values, so tests can stand in for the disk
/// where the real one cannot show a case (tests run as root, and root reads any file).
///
/// ``live`` does the real thing; each operation throws a ``TodosDisk/Failure`` carrying the
/// system's error number, which ``TodosPersistence/file(at:disk:)`` turns into a message.
public struct TodosDisk: Sendable {
  /// The path a path finally names once symbolic links are followed (a link to a missing file
  /// names the missing file, so a first save creates the link's target).
  public var resolve: @Sendable (_ path: String) -> String
  /// What the file is, or `nil` when there is nothing at the path.
  public var status: @Sendable (_ path: String) throws(Failure) -> FileStatus?
  /// The file's bytes.
  public var read: @Sendable (_ path: String) throws(Failure) -> Data
  /// Replaces the file with `data` in one step, keeping the mode and owner of `existing`.
  public var replace:
    @Sendable (_ path: String, _ data: Data, _ existing: FileStatus?) throws(Failure) -> Void
  /// Renames a file to a name that must not exist yet.
  public var move: @Sendable (_ from: String, _ to: String) throws(Failure) -> Void
  /// Creates a folder and its parents, if missing.
  public var makeDirectory: @Sendable (_ path: String) throws(Failure) -> Void
  /// Takes the exclusive advisory lock (`flock`) on a folder, waiting for it; answers the
  /// function that lets it go.
  public var lock: @Sendable (_ directory: String) throws(Failure) -> @Sendable () -> Void

  /// Makes a disk from its operations.
  public init(
    resolve: @escaping @Sendable (_ path: String) -> String,
    status: @escaping @Sendable (_ path: String) throws(Failure) -> FileStatus?,
    read: @escaping @Sendable (_ path: String) throws(Failure) -> Data,
    replace:
      @escaping @Sendable (_ path: String, _ data: Data, _ existing: FileStatus?) throws(Failure) ->
      Void,
    move: @escaping @Sendable (_ from: String, _ to: String) throws(Failure) -> Void,
    makeDirectory: @escaping @Sendable (_ path: String) throws(Failure) -> Void,
    lock: @escaping @Sendable (_ directory: String) throws(Failure) -> @Sendable () -> Void
  ) {
    self.resolve = resolve
    self.status = status
    self.read = read
    self.replace = replace
    self.move = move
    self.makeDirectory = makeDirectory
    self.lock = lock
  }

  /// A failed operation: the system's error number (`EACCES`, `EISDIR`, …).
  public struct Failure: Error, Equatable, Sendable {
    /// The error number.
    public var number: Int32

    /// Makes the failure for an error number.
    public init(_ number: Int32) {
      self.number = number
    }
  }
}

/// What `stat` says about a file, and whether this process may write it.
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
  /// Whether it is a folder rather than a file.
  public var isDirectory: Bool
  /// Whether the list may be saved over it: this process has write access and the file has a
  /// write permission bit at all (root could write a 0444 file, but someone made it read-only).
  public var isWritable: Bool

  /// Makes a status from its parts.
  public init(
    version: Version, mode: UInt32, owner: UInt32, group: UInt32, isDirectory: Bool,
    isWritable: Bool
  ) {
    self.version = version
    self.mode = mode
    self.owner = owner
    self.group = group
    self.isDirectory = isDirectory
    self.isWritable = isWritable
  }
}
