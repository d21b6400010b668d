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
  /// - Only a regular file is read or replaced: a device, FIFO, socket or folder at the path,
  ///   a file over ``TodosDisk/sizeLimit``, a file that cannot be read and a file that is not a
  ///   list of todos are left as they are and never written: ``LoadResult/unreadable(reason:)``,
  ///   and every later save fails. A file without write permission is not written either:
  ///   ``LoadResult/readOnly(_:reason:)``. An empty file is an empty list.
  /// - Titles holding bytes that are not UTF-8 are read with U+FFFD in their place:
  ///   ``LoadResult/repaired(_:note:)``.
  /// - A save that finds something other than a list where the list was (another program wrote
  ///   it) fails and leaves it as it is.
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
      guard status != nil else {
        known.setValue(Known(version: nil, data: nil, todos: []))
        return .missing
      }
      data = try disk.read(target)
    } catch {
      return refuse(TodosFileError(.read, path: displayPath, reason: error.reason))
    }
    let decoded: (todos: [Todo.State], replaced: Int)
    do {
      decoded = try TodosFile.decodeRepairingText(data)
    } catch {
      // Not moved aside: a mistyped `--file` (Package.swift, ~/.bashrc) is someone's file.
      return refuse(
        TodosFileError(
          .read, path: displayPath,
          reason: "it is not a todos list (\(TodosFile.describe(error)))"))
    }
    let todos = decoded.todos
    known.setValue(Known(version: status?.version, data: data, todos: todos))
    guard status?.isWritable ?? true else {
      let problem = TodosFileError(.save, path: displayPath, reason: "it is read-only")
      refusal.setValue(problem)
      return .readOnly(todos, reason: problem.description)
    }
    guard decoded.replaced == 0 else {
      let titles = decoded.replaced == 1 ? "1 title holds" : "\(decoded.replaced) titles hold"
      return .repaired(
        todos,
        note:
          "\(titles) bytes that are not UTF-8 in \(displayPath): they show as \u{FFFD}, "
          + "and a save writes them so.")
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
        guard status.isWritable else {
          throw TodosFileError(.save, path: displayPath, reason: "it is read-only")
        }
      }
      var result = TodosPersistence.SaveResult.saved
      var written = todos
      let before = known.value
      if let status, status.version != before.version {
        // Changed since this process last read or wrote it: merge, unless only the time moved
        // or the file was emptied (an empty file holds nothing to keep).
        let theirData = try disk.read(target)
        if theirData != before.data, !theirData.isEmpty {
          guard let theirs = try? TodosFile.decodeRepairingText(theirData).todos else {
            // Never moved aside or written over: whoever wrote it may want it.
            throw TodosFileError(
              .save, path: displayPath,
              reason: "another program replaced it with something that is not a todos list")
          }
          written = TodosMerge.merge(base: before.todos, ours: todos, theirs: theirs)
          result = .merged(written)
        }
      }
      let data = try TodosFile.encode(written)
      try disk.replace(target, data, status)
      let version = try disk.status(target)?.version
      known.setValue(Known(version: version, data: data, todos: written))
      return result
    } catch let failure as TodosDisk.Failure {
      throw TodosFileError(.save, path: displayPath, reason: failure.reason)
    }
  }
}
