import Foundation

/// The saved file's format and default place.
///
/// ```json
/// {
///   "todos" : [
///     { "id" : "…", "isComplete" : false, "title" : "Buy milk" }
///   ],
///   "version" : 1
/// }
/// ```
public enum TodosFile {
  /// The format version written; a file of another version is refused, as not a list, rather than
  /// misread.
  public static let version = 1

  private struct Contents: Codable {
    var version: Int
    var todos: [Todo.State]
  }

  /// Where the list lives when no `--file` is given: `$XDG_DATA_HOME/arbor/todos.json`, else
  /// `~/.local/share/arbor/todos.json`.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The file's URL.
  public static func defaultURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let dataHome: URL
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      dataHome = URL(fileURLWithPath: xdg, isDirectory: true)
    } else {
      let home = environment["HOME"] ?? NSHomeDirectory()
      dataHome = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/share", isDirectory: true)
    }
    return dataHome.appendingPathComponent("arbor/todos.json")
  }

  /// The file's bytes for a list.
  public static func encode(_ todos: [Todo.State]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    var data = try encoder.encode(Contents(version: version, todos: todos))
    data.append(0x0A)
    return data
  }

  /// The list in a file's bytes.
  ///
  /// - Throws: A `DecodingError`, or ``UnsupportedVersion`` for a file of another version.
  public static func decode(_ data: Data) throws -> [Todo.State] {
    let contents = try JSONDecoder().decode(Contents.self, from: data)
    guard contents.version == version else { throw UnsupportedVersion(found: contents.version) }
    return contents.todos
  }

  /// The list in a file's bytes, read as far as is safe: an empty file is an empty list, and
  /// bytes that are not UTF-8 read as U+FFFD, so that one bad byte in one title does not cost
  /// the whole list.
  ///
  /// - Returns: The todos, and how many titles hold U+FFFD where the file held bytes that are
  ///   not UTF-8 (0 when the file is valid UTF-8).
  /// - Throws: What ``decode(_:)`` throws for a file that is not a list even so.
  public static func decodeRepairingText(
    _ data: Data
  ) throws -> (todos: [Todo.State], replaced: Int) {
    if data.isEmpty { return ([], 0) }
    do {
      return (try decode(data), 0)
    } catch {
      guard String(validating: data, as: UTF8.self) == nil else { throw error }
      let todos = try decode(Data(String(decoding: data, as: UTF8.self).utf8))
      return (todos, todos.count { $0.title.contains("\u{FFFD}") })
    }
  }

  /// A file written by another version of the format.
  public struct UnsupportedVersion: Error, Equatable {
    /// The version the file says it has.
    public var found: Int

    /// Makes the error for a version.
    public init(found: Int) {
      self.found = found
    }
  }

  /// A short, readable reason a file could not be read, for the message shown to the user.
  public static func describe(_ error: any Error) -> String {
    switch error {
    case let error as UnsupportedVersion:
      return "format version \(error.found) is not supported (expected \(version))"
    case DecodingError.dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not valid JSON" : "bad value at \(path(context.codingPath))"
    case DecodingError.keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\" at \(path(context.codingPath))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "wrong type at \(path(context.codingPath))"
    default:
      return "\(error)"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "the top level" }
    return codingPath.map { key in
      key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
  }
}
