import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("The rescue file needs the C library's file calls (open, write, fsync)")
#endif

/// Where a list goes when its own file cannot be saved and the app must leave anyway (a second
/// `q` after a failed save, SIGTERM, SIGHUP): a new file in the first folder that takes it, so
/// that leaving never loses a change without saying so.
///
/// The folders are tried in order; the usual ones (``folders(environment:)``) are the user's
/// state folder, the home folder and the temporary folder, which rarely fail all at once. A
/// rescue file is always new (never written over), private (0600) and flushed to the disk.
public enum TodosRescue {
  /// What a rescue did.
  public enum Outcome: Equatable, Sendable {
    /// The list was written to this new file.
    case written(path: String)
    /// No folder took it: each folder tried, and why it refused.
    case nowhere([Refusal])
  }

  /// A folder that did not take the rescue file, and why.
  public struct Refusal: Equatable, Sendable {
    /// The folder.
    public var folder: String
    /// Why, in lower case: "no space left on device".
    public var reason: String

    /// Makes a refusal from its parts.
    public init(folder: String, reason: String) {
      self.folder = folder
      self.reason = reason
    }
  }

  /// The folders a rescue tries, in order: `$XDG_STATE_HOME/arbor` (else
  /// `~/.local/state/arbor`), the home folder, then `$TMPDIR` (else `/tmp`).
  ///
  /// - Parameter environment: The process environment; tests point it at folders of their own.
  /// - Returns: The folders, without repeats.
  public static func folders(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    var folders: [String] = []
    let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      folders.append(state + "/arbor")
    } else if let home {
      folders.append(home + "/.local/state/arbor")
    }
    if let home { folders.append(home) }
    let temporary = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    folders.append(temporary)
    var seen = Set<String>()
    return folders.filter { seen.insert($0).inserted }
  }

  /// Writes the list to a new file in the first folder that takes it.
  ///
  /// - Parameters:
  ///   - todos: The list to keep.
  ///   - folders: Where to try, in order (a missing folder is created).
  ///   - now: The time the file is named after.
  /// - Returns: Where the list went, or why it went nowhere.
  public static func write(
    _ todos: [Todo.State], to folders: [String], now: Date = Date()
  ) -> Outcome {
    let data: Data
    do {
      data = try TodosFile.encode(todos)
    } catch {
      return .nowhere(folders.map { Refusal(folder: $0, reason: "\(error)") })
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let stamp = formatter.string(from: now)
    var refusals: [Refusal] = []
    for folder in folders {
      do throws(TodosDisk.Failure) {
        try TodosDisk.live.makeDirectory(folder)
        return .written(path: try writeNew(data, in: folder, stamp: stamp))
      } catch {
        refusals.append(Refusal(folder: folder, reason: error.reason))
      }
    }
    return .nowhere(refusals)
  }

  /// Writes `data` to the first `todos-rescue-<stamp>[-n].json` that does not exist yet.
  private static func writeNew(
    _ data: Data, in folder: String, stamp: String
  ) throws(TodosDisk.Failure) -> String {
    for attempt in 1...100 {
      let path = "\(folder)/todos-rescue-\(stamp)\(attempt == 1 ? "" : "-\(attempt)").json"
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        if errno == EEXIST { continue }
        throw TodosDisk.Failure(errno)
      }
      var failure: Int32 = 0
      var remaining = data[...]
      while !remaining.isEmpty {
        let count = remaining.withUnsafeBytes { systemWrite(descriptor, $0) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          failure = count < 0 ? errno : EIO
          break
        }
        remaining = remaining.dropFirst(count)
      }
      if failure == 0, fsync(descriptor) != 0 { failure = errno }
      if close(descriptor) != 0, failure == 0 { failure = errno }
      guard failure == 0 else {
        unlink(path)
        throw TodosDisk.Failure(failure)
      }
      return path
    }
    throw TodosDisk.Failure(EEXIST)
  }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
  write(descriptor, buffer.baseAddress, buffer.count)
}
