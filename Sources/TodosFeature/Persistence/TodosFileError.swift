import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("The todos file needs the C library's file calls (open, flock, stat, rename)")
#endif

/// Why the list's file could not be read or saved, in one line a person can act on:
/// "Cannot read ~/todos.json: permission denied."
///
/// The system's own errors (`NSCocoaErrorDomain Code=513 …`) name neither the file nor a way
/// out, so every file operation reports through this type instead.
public struct TodosFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What the app was doing.
  public enum Operation: String, Equatable, Sendable {
    /// Reading the list.
    case read
    /// Saving the list.
    case save
  }

  /// What the app was doing.
  public var operation: Operation
  /// The file, as the user would type it (`~` for the home folder).
  public var path: String
  /// What went wrong, in lower case: "permission denied", "it is read-only".
  public var reason: String

  /// Makes the error from its parts.
  public init(_ operation: Operation, path: String, reason: String) {
    self.operation = operation
    self.path = path
    self.reason = reason
  }

  /// Makes the error from a system error number, in the system's words.
  public init(_ operation: Operation, path: String, errno number: Int32) {
    let text = String(cString: strerror(number))
    self.init(operation, path: path, reason: text.prefix(1).lowercased() + text.dropFirst())
  }

  /// "Cannot save ~/todos.json: no space left on device."
  public var description: String {
    "Cannot \(operation.rawValue) \(path): \(reason)."
  }

  /// A path with the home folder written `~`, as the user knows it.
  public static func displayPath(
    _ path: String, home: String? = ProcessInfo.processInfo.environment["HOME"]
  ) -> String {
    guard let home, !home.isEmpty, home != "/" else { return path }
    if path == home { return "~" }
    return path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
  }
}
