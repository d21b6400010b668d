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
  #error("Unsupported platform: Sharing's file storage needs POSIX files.")
#endif

/// The disk, written atomically: a save goes to a temporary file in the same folder, flushed,
/// given the mode of the file it replaces, then renamed over it. A symlink is followed, so the
/// file it points to is replaced and the link stays a link.
struct LiveFileSystem: FileSystem {
  func read(_ url: URL) throws -> Data? {
    // Only a regular file is read: a device or FIFO at the path is refused before it is opened.
    do {
      return try RegularFile.read(at: Self.resolvingSymlinks(url.path))?.data
    } catch {
      throw FileStorageError(url: url, reason: .unreadable(underlying: error.description))
    }
  }

  func write(_ data: Data, to url: URL) throws {
    func failure(_ message: String) -> FileStorageError {
      FileStorageError(url: url, reason: .unwritable(underlying: message))
    }
    let path = Self.resolvingSymlinks(url.path)
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true
      )
    } catch {
      throw failure("could not create the folder '\(folder)' (\(error.localizedDescription))")
    }
    // Only a regular file is replaced: renaming over a device would replace the device. The
    // mode of the file being replaced survives the rename; a new file gets the umask's.
    let existingMode: mode_t?
    do {
      existingMode = try RegularFile.status(at: path).map { mode_t($0.mode) }
    } catch {
      throw failure("\(error.description); it is left as it is")
    }
    let temporary = (folder as NSString).appendingPathComponent(
      ".\(name).\(UInt64.random(in: 0...UInt64.max)).tmp"
    )
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure(Self.lastError()) }
    var isRenamed = false
    defer { if !isRenamed { unlink(temporary) } }
    do {
      defer { close(descriptor) }
      if let existingMode, fchmod(descriptor, existingMode) != 0 {
        throw failure(Self.lastError())
      }
      try data.withUnsafeBytes { bytes in
        var remaining = bytes[...]
        while !remaining.isEmpty {
          let count = systemWrite(descriptor, UnsafeRawBufferPointer(rebasing: remaining))
          if count < 0 {
            if errno == EINTR { continue }
            throw failure(Self.lastError())
          }
          remaining = remaining.dropFirst(count)
        }
      }
      // Flushed before the rename, so a crash leaves the old file or the new, never an empty one.
      guard fsync(descriptor) == 0 else { throw failure(Self.lastError()) }
    }
    guard rename(temporary, path) == 0 else { throw failure(Self.lastError()) }
    isRenamed = true
  }

  func createPlaceholder(at url: URL) throws {
    // Exclusive: whatever appeared at the path meanwhile (a file moved back) is left alone.
    let descriptor = open(
      Self.resolvingSymlinks(url.path), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666
    )
    guard descriptor >= 0 else {
      if errno == EEXIST { return }
      throw FileStorageError(url: url, reason: .unwritable(underlying: Self.lastError()))
    }
    close(descriptor)
  }

  func moveAside(_ url: URL, suffix: String) throws -> URL {
    let path = Self.resolvingSymlinks(url.path)
    do {
      _ = try RegularFile.status(at: path)
    } catch {
      throw FileStorageError(url: url, reason: .unwritable(underlying: error.description))
    }
    var destination = path + suffix
    var attempt = 1
    while access(destination, F_OK) == 0 {
      attempt += 1
      destination = path + suffix + "-\(attempt)"
    }
    guard rename(path, destination) == 0 else {
      throw FileStorageError(url: url, reason: .unwritable(underlying: Self.lastError()))
    }
    return URL(fileURLWithPath: destination)
  }

  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) throws -> SharedSubscription {
    let path = Self.resolvingSymlinks(url.path)
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true
      )
      return try FileWatcher.watch(
        folder: folder.isEmpty ? "." : folder,
        name: (path as NSString).lastPathComponent,
        onChange: onChange
      )
    } catch let error as FileStorageError {
      throw error
    } catch {
      throw FileStorageError(url: url, reason: .unwatchable(underlying: "\(error)"))
    }
  }

  /// The path a chain of symlinks ends at (``RegularFile/resolvingLinks(_:)``).
  static func resolvingSymlinks(_ path: String) -> String {
    RegularFile.resolvingLinks(path)
  }

  static func lastError() -> String {
    String(cString: strerror(errno))
  }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
  write(descriptor, buffer.baseAddress, buffer.count)
}
