import Foundation
import Locking
import Synchronization

/// Files kept in a dictionary: what tests and previews save to, so that no test sees another's
/// files and nothing touches the disk.
final class InMemoryFileSystem: FileSystem {
  private let files = Lock<[String: Data]>([:])

  func read(_ url: URL) throws -> Data? {
    files.withLock { $0[Self.path(url)] }
  }

  func write(_ data: Data, to url: URL) throws {
    files.withLock { $0[Self.path(url)] = data }
  }

  func createPlaceholder(at url: URL) throws {
    files.withLock { files in
      if files[Self.path(url)] == nil { files[Self.path(url)] = Data() }
    }
  }

  func moveAside(_ url: URL, suffix: String) throws -> URL {
    let path = Self.path(url)
    let destination = path + suffix
    try files.withLock { files in
      guard let data = files.removeValue(forKey: path) else {
        throw FileStorageError(url: url, reason: .unreadable(underlying: "no such file"))
      }
      files[destination] = data
    }
    return URL(fileURLWithPath: destination)
  }

  /// Nothing outside the program changes these files.
  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) throws -> SharedSubscription {
    SharedSubscription {}
  }

  private static func path(_ url: URL) -> String {
    url.standardizedFileURL.path
  }
}
