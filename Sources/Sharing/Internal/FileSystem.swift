import Foundation

/// What a ``FileStorage`` does to files: the live file system, or a dictionary in memory.
///
/// Errors thrown are ``FileStorageError``s, which name the file and the cause.
protocol FileSystem: Sendable {
  /// The file's contents, or `nil` when there is no file.
  func read(_ url: URL) throws -> Data?
  /// Replaces the file's contents, so that readers see the old or the new contents, never part.
  func write(_ data: Data, to url: URL) throws
  /// Creates an empty file, unless something is at the path already: the placeholder a removed
  /// or renamed file leaves, so that the path stays one to watch.
  func createPlaceholder(at url: URL) throws
  /// Renames the file to `<name><suffix>` next to it, and returns where it went.
  func moveAside(_ url: URL, suffix: String) throws -> URL
  /// Calls `onChange` after the file may have been changed, created or removed from outside,
  /// until the subscription is cancelled. A call may be spurious: the caller compares contents.
  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) throws -> SharedSubscription
}
