import ComposableArchitecture
import Foundation

/// Loads and saves the list: the app's only way to the disk, so tests swap it for memory.
///
/// ```swift
/// let store = Store(initialState: Todos.State()) { Todos() } withDependencies: {
///   $0.todosPersistence = .file(at: URL(fileURLWithPath: "/tmp/todos.json"))
/// }
/// ```
@DependencyClient
public struct TodosPersistence: Sendable {
  /// Reads the saved list. Throws only when the storage cannot be read at all; a missing,
  /// unreadable file or one that is not a list is an answer, not an error.
  public var load: @Sendable () async throws -> LoadResult
  /// Replaces the saved list, or saves it merged with changes another program saved since it
  /// was read.
  public var save: @Sendable (_ todos: [Todo.State]) async throws -> SaveResult

  /// What loading found.
  public enum LoadResult: Equatable, Sendable {
    /// A saved list.
    case loaded([Todo.State])
    /// Nothing saved yet: the list starts empty.
    case missing
    /// A saved list that was read with a repair the user must hear about (titles holding
    /// bytes that are not UTF-8, read as U+FFFD). `note` is a sentence saying what changed.
    case repaired([Todo.State], note: String)
    /// A saved list that may not be saved over (a read-only file): the app shows it and
    /// refuses changes. `reason` is a sentence: "Cannot save ~/todos.json: it is read-only."
    case readOnly([Todo.State], reason: String)
    /// A file that could not be read (permission denied, an I/O error, a folder, a device, a
    /// file over the size limit) or is not a list of todos. It is left as it is and never
    /// written: the app opens an empty list read-only. `reason` is a sentence: "Cannot read
    /// ~/todos.json: permission denied."
    case unreadable(reason: String)
  }

  /// What saving did.
  public enum SaveResult: Equatable, Sendable {
    /// The list was written as given.
    case saved
    /// Another program had saved the file since this one read it: the file now holds both
    /// lists merged by todo id (see ``TodosMerge``), and the app should show that list.
    case merged([Todo.State])
  }
}

extension TodosPersistence: DependencyKey {
  /// The JSON file in the user's data directory (see ``TodosFile/defaultURL(environment:)``).
  public static var liveValue: TodosPersistence {
    .file(at: TodosFile.defaultURL())
  }

  /// Unimplemented: a test says which storage it wants.
  public static let testValue = TodosPersistence()
}

extension DependencyValues {
  /// Where the todos are loaded from and saved to.
  public var todosPersistence: TodosPersistence {
    get { self[TodosPersistence.self] }
    set { self[TodosPersistence.self] = newValue }
  }
}
