import ComposableArchitecture
import Foundation

extension TodosPersistence {
  /// The list kept as a JSON file.
  ///
  /// Saving writes a whole new file and renames it over the old one, so a crash never leaves
  /// half a list. Loading a file that is not a list of todos moves it aside to the first free
  /// `<name>.corrupt-<n>` (it is never overwritten) and answers ``LoadResult/corrupt(reason:keptAt:)``.
  ///
  /// - Parameter url: The file. Its folder is created on the first save.
  /// - Returns: A persistence on that file.
  public static func file(at url: URL) -> Self {
    Self(
      load: {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: url.path) else { return .missing }
        let data = try Data(contentsOf: url)
        do {
          return .loaded(try TodosFile.decode(data))
        } catch {
          let keptAt = try moveAside(url)
          return .corrupt(reason: TodosFile.describe(error), keptAt: keptAt.path)
        }
      },
      save: { todos in
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try TodosFile.encode(todos).write(to: url, options: .atomic)
      }
    )
  }
}

/// Renames a file to the first `<name>.corrupt-<n>` that does not exist yet.
private func moveAside(_ url: URL) throws -> URL {
  let fileManager = FileManager.default
  var n = 1
  while true {
    let candidate = url.deletingLastPathComponent()
      .appendingPathComponent("\(url.lastPathComponent).corrupt-\(n)")
    if !fileManager.fileExists(atPath: candidate.path) {
      try fileManager.moveItem(at: url, to: candidate)
      return candidate
    }
    n += 1
  }
}
