import ComposableArchitecture
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("The todos file needs the C library's file calls (open, flock, stat, rename)")
#endif

extension TodosPersistence {
  /// The list kept as a JSON file.
  ///
  /// - A save writes a whole new file and renames it over the old one, so a crash never leaves
  ///   half a list. It writes through a symbolic link (to the link's target) and keeps the
  ///   file's mode and owner.
  /// - A save holds an advisory lock (`flock`) on the file's folder and first looks whether
  ///   the file changed since it was read (another `todos`, an editor): if so, it saves both
  ///   lists merged by todo id and answers ``SaveResult/merged(_:)``.
  /// - A file that is not a list of todos is moved aside to the first free
  ///   `<name>.corrupt-<n>` (never overwritten): ``LoadResult/corrupt(reason:keptAt:)``.
  /// - A file that cannot be read is never written: ``LoadResult/unreadable(reason:)``, and
  ///   every later save fails. A file without write permission is not written either:
  ///   ``LoadResult/readOnly(_:reason:)``.
  /// - Reading and writing run on a queue of their own, never on the caller's thread, so a
  ///   slow disk or a lock held by another program does not hold the app.
  ///
  /// - Parameters:
  ///   - url: The file. Its folder is created on the first save.
  ///   - disk: The file operations; ``TodosDisk/live`` unless a test stands in for the disk.
  /// - Returns: A persistence on that file.
  public static func file(at url: URL, disk: TodosDisk = .live) -> Self {
    let file = ListFile(path: url.path, disk: disk)
    return Self(
      load: { try await file.onQueue { try file.load() } },
      save: { todos in try await file.onQueue { try file.save(todos) } }
    )
  }
}

/// One list file and what this process last knew of it.
private final class ListFile: Sendable {
  /// The file as last read or written by this process: what a save compares the disk with.
  struct Known: Sendable {
    var version: FileStatus.Version?
    var data: Data?
    var todos: [Todo.State]
  }

  let path: String
  let disk: TodosDisk
  let displayPath: String
  private let queue = DispatchQueue(label: "todos.file")
  // Touched only on `queue`.
  private let known = LockIsolated(Known(version: nil, data: nil, todos: []))
  private let refusal = LockIsolated<TodosFileError?>(nil)

  init(path: String, disk: TodosDisk) {
    self.path = path
    self.disk = disk
    self.displayPath = TodosFileError.displayPath(path)
  }

  func onQueue<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result(catching: work)) }
    }
  }

  func load() throws -> TodosPersistence.LoadResult {
    let target = disk.resolve(path)
    let status: FileStatus?
    let data: Data
    do throws(TodosDisk.Failure) {
      status = try disk.status(target)
      guard let status else {
        known.setValue(Known(version: nil, data: nil, todos: []))
        return .missing
      }
      guard !status.isDirectory else { throw TodosDisk.Failure(EISDIR) }
      data = try disk.read(target)
    } catch {
      return refuse(TodosFileError(.read, path: displayPath, errno: error.number))
    }
    let todos: [Todo.State]
    do {
      todos = try TodosFile.decode(data)
    } catch {
      let reason = TodosFile.describe(error)
      do {
        let keptAt = try moveAside(target)
        known.setValue(Known(version: nil, data: nil, todos: []))
        return .corrupt(reason: reason, keptAt: keptAt)
      } catch {
        return refuse(
          TodosFileError(
            .read, path: displayPath,
            reason: "\(reason), and it could not be kept aside (\(describe(error.number)))"))
      }
    }
    known.setValue(Known(version: status?.version, data: data, todos: todos))
    guard status?.isWritable ?? true else {
      let problem = TodosFileError(.save, path: displayPath, reason: "it is read-only")
      refusal.setValue(problem)
      return .readOnly(todos, reason: problem.description)
    }
    return .loaded(todos)
  }

  /// Remembers never to write the file, and says why.
  private func refuse(_ problem: TodosFileError) -> TodosPersistence.LoadResult {
    refusal.setValue(problem)
    return .unreadable(reason: problem.description)
  }

  func save(_ todos: [Todo.State]) throws -> TodosPersistence.SaveResult {
    if let refused = refusal.value { throw refused }
    let target = disk.resolve(path)
    let folder = (target as NSString).deletingLastPathComponent
    do {
      try disk.makeDirectory(folder)
      let unlock = try disk.lock(folder)
      defer { unlock() }

      let status = try disk.status(target)
      if let status {
        guard !status.isDirectory else { throw TodosDisk.Failure(EISDIR) }
        guard status.isWritable else {
          throw TodosFileError(.save, path: displayPath, reason: "it is read-only")
        }
      }
      var result = TodosPersistence.SaveResult.saved
      var written = todos
      var existing = status
      let before = known.value
      if let status, status.version != before.version {
        // Changed since this process last read or wrote it: merge, unless only the time moved.
        let theirData = try disk.read(target)
        if theirData != before.data {
          if let theirs = try? TodosFile.decode(theirData) {
            written = TodosMerge.merge(base: before.todos, ours: todos, theirs: theirs)
            result = .merged(written)
          } else {
            // Content that is not a list is not merged but kept aside, as on loading.
            _ = try moveAside(target)
            existing = nil
          }
        }
      }
      let data = try TodosFile.encode(written)
      try disk.replace(target, data, existing)
      let version = try disk.status(target)?.version
      known.setValue(Known(version: version, data: data, todos: written))
      return result
    } catch let failure as TodosDisk.Failure {
      throw TodosFileError(.save, path: displayPath, errno: failure.number)
    }
  }

  /// Renames a file to the first `<name>.corrupt-<n>` that does not exist yet.
  private func moveAside(_ target: String) throws(TodosDisk.Failure) -> String {
    var n = 1
    while true {
      let candidate = "\(target).corrupt-\(n)"
      do {
        try disk.move(target, candidate)
        return candidate
      } catch {
        guard error.number == EEXIST else { throw error }
        n += 1
      }
    }
  }
}

private func describe(_ number: Int32) -> String {
  TodosFileError(.read, path: "", errno: number).reason
}
