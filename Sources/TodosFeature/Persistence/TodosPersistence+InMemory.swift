import ComposableArchitecture
import Foundation

extension TodosPersistence {
  /// A storage in memory, for tests and previews.
  ///
  /// - Parameter storage: What is "on disk": `nil` until something is saved. Read it back
  ///   to see what the app saved.
  /// - Returns: A persistence that loads and saves `storage`.
  public static func inMemory(_ storage: LockIsolated<[Todo.State]?>) -> Self {
    Self(
      load: { storage.value.map(LoadResult.loaded) ?? .missing },
      save: { todos in
        storage.setValue(todos)
        return .saved
      }
    )
  }
}
