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
  /// Reads the saved list. Throws only when the storage cannot be read at all; a missing or
  /// unreadable file is an answer, not an error.
  public var load: @Sendable () async throws -> LoadResult
  /// Replaces the saved list.
  public var save: @Sendable (_ todos: [Todo.State]) async throws -> Void

  /// What loading found.
  public enum LoadResult: Equatable, Sendable {
    /// A saved list.
    case loaded([Todo.State])
    /// Nothing saved yet: the list starts empty.
    case missing
    /// A file that is not a list of todos. It was moved aside to `keptAt` (never overwritten)
    /// and the list starts empty.
    case corrupt(reason: String, keptAt: String)
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
