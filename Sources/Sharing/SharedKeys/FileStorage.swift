import Dependencies
import Foundation

/// Where ``SharedReaderKey/fileStorage(_:decoder:encoder:)`` keys keep their files: the disk
/// (``fileSystem``), or memory (``inMemory``), as the
/// ``Dependencies/DependencyValues/defaultFileStorage`` dependency says.
///
/// ```swift
/// prepareDependencies {
///   $0.defaultFileStorage = .inMemory  // e.g. for UI tests: nothing is written to disk
/// }
/// ```
public struct FileStorage: Hashable, Sendable {
  let coordinator: FileCoordinator

  init(fileSystem: any FileSystem, throttle: Duration?) {
    self.coordinator = FileCoordinator(fileSystem: fileSystem, throttle: throttle)
  }

  /// The disk: what applications use.
  ///
  /// Saves are atomic (written to a temporary file, then renamed over the file), keep the
  /// file's permissions, write through a symlink to the file it points to, and are throttled: at
  /// most one write a second, of the latest value. Saves still waiting are written when the
  /// process calls `exit` (not when it is killed by a signal). Changes other processes make to
  /// the file are loaded as they happen (inotify on Linux).
  ///
  /// Only a regular file is read, moved aside or replaced: a device, FIFO or socket at the path
  /// (or at the end of its symlinks) is refused from `lstat` before anything opens it, and a
  /// file over 64 MiB is not read; either is a load or save error naming the file.
  public static let fileSystem: FileStorage = {
    // Flushes from `atexit`: the handler cannot capture, so it reads the static.
    atexit { FileStorage.fileSystem.coordinator.flush() }
    return FileStorage(fileSystem: LiveFileSystem(), throttle: .seconds(1))
  }()

  /// The disk, with saves throttled by `throttle` (`nil`: every save writes): for tests.
  static func fileSystem(throttle: Duration?) -> FileStorage {
    FileStorage(fileSystem: LiveFileSystem(), throttle: throttle)
  }

  /// A new, empty file system in memory: what tests and previews use, so that none sees the
  /// files of another and nothing reaches the disk. Every save writes at once.
  public static var inMemory: FileStorage {
    FileStorage(fileSystem: InMemoryFileSystem(), throttle: nil)
  }

  /// Two file storages are equal when they are the same storage.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.coordinator === rhs.coordinator
  }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(coordinator))
  }
}

private enum FileStorageDependencyKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var previewValue: FileStorage { .inMemory }
  static var testValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// The file storage that ``SharedReaderKey/fileStorage(_:decoder:encoder:)`` keys read and
  /// write: ``FileStorage/fileSystem`` in applications, a fresh ``FileStorage/inMemory`` one in
  /// each test and preview.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.defaultFileStorage = .inMemory
  /// } operation: {
  ///   @Shared(.fileStorage(url)) var settings = Settings()  // never touches the disk
  /// }
  /// ```
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageDependencyKey.self] }
    set { self[FileStorageDependencyKey.self] = newValue }
  }
}
