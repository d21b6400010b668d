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
    let path = Self.resolvingSymlinks(url.path)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw FileStorageError(url: url, reason: .unreadable(underlying: Self.lastError()))
    }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileStorageError(url: url, reason: .unreadable(underlying: Self.lastError()))
      }
      data.append(contentsOf: buffer[..<count])
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
    // The mode of the file being replaced survives the rename; a new file gets the umask's.
    var info = stat()
    let existingMode: mode_t? = stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
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

  func moveAside(_ url: URL, suffix: String) throws -> URL {
    let path = Self.resolvingSymlinks(url.path)
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

  /// The path a chain of symlinks ends at (only the last component is followed: the folders on
  /// the way are followed by the system). A dangling link resolves to the file it would create.
  static func resolvingSymlinks(_ path: String) -> String {
    var path = path
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    for _ in 0..<32 {
      let count = readlink(path, &buffer, buffer.count - 1)
      guard count > 0 else { return path }
      let bytes = buffer[..<count].map { UInt8(bitPattern: $0) }
      let target = String(decoding: bytes, as: UTF8.self)
      path =
        target.hasPrefix("/")
        ? target
        : ((path as NSString).deletingLastPathComponent as NSString)
          .appendingPathComponent(target)
    }
    return path
  }

  static func lastError() -> String {
    String(cString: strerror(errno))
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(descriptor, buffer.baseAddress, buffer.count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
  write(descriptor, buffer.baseAddress, buffer.count)
}
