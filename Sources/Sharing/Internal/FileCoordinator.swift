import Dispatch
import Foundation
import Locking
import Synchronization

/// Coordinates the reads, throttled writes and watches of every file storage key on one
/// ``FileStorage``: it knows what each file last held, so that a key's own writes are not
/// mistaken for changes from outside, and a read never sees a file older than a pending write.
///
/// A throttled save writes at once when no write happened in the last `throttle`; otherwise it
/// waits for the end of that window and only the last value is written, so a burst of edits
/// costs one write per window.
final class FileCoordinator: @unchecked Sendable {  // NB: below
  private struct Entry {
    /// A write is within the throttle window: the next save waits for its end.
    var isThrottling = false
    /// Which window is open: a window closed early (its key went away) ignores its timer.
    var window: UInt64 = 0
    /// The data to write at the end of the window, and the saves waiting for it.
    var pending: Data?
    var waiting: [SaveContinuation] = []
    /// What the file held when last read or written here (empty for no file), so that a watch
    /// event that changed nothing is ignored.
    var known: Data?
    /// Undecodable data that could not be moved aside: not to be overwritten.
    var refused: Data?
  }

  let fileSystem: any FileSystem
  let throttle: Duration?
  // NB: `entries` is read and written only while `lock` is held.
  private let lock = Lock(())
  private var entries: [URL: Entry] = [:]

  init(fileSystem: any FileSystem, throttle: Duration?) {
    self.fileSystem = fileSystem
    self.throttle = throttle
  }

  /// The file's contents (empty for no file), after writing a pending save to it.
  func read(_ url: URL) throws -> Data {
    var resumptions: [(SaveContinuation, Result<Void, any Error>)] = []
    defer { for (continuation, result) in resumptions { continuation.resume(with: result) } }
    return try locked { entries in
      var entry = entries[url, default: Entry()]
      defer { entries[url] = entry }
      resumptions = writePending(url, &entry)
      let data = try fileSystem.read(url) ?? Data()
      entry.known = data
      if entry.refused != data { entry.refused = nil }
      return data
    }
  }

  /// Moves `data`, which did not decode, out of the way of the next save: renames the file
  /// aside, or, if that fails, refuses to overwrite it. Returns the error that says which.
  func setAside(_ url: URL, data: Data, because decodingError: any Error) -> FileStorageError {
    locked { entries in
      var entry = entries[url, default: Entry()]
      defer { entries[url] = entry }
      // Another process may have replaced the file since: only the bad data is moved.
      guard (try? fileSystem.read(url)) == data else {
        // Not overwritten until a read (the watch's, of that change) sees what it holds now.
        entry.refused = data
        return FileStorageError(
          url: url,
          reason: .undecodable(underlying: decodingError, movedTo: nil, moveFailure: "it changed")
        )
      }
      do {
        let movedTo = try fileSystem.moveAside(url, suffix: ".corrupt-\(Self.timestamp())")
        entry.known = Data()
        return FileStorageError(
          url: url,
          reason: .undecodable(underlying: decodingError, movedTo: movedTo, moveFailure: nil)
        )
      } catch {
        entry.refused = data
        return FileStorageError(
          url: url,
          reason: .undecodable(
            underlying: decodingError, movedTo: nil, moveFailure: "\(error)"
          )
        )
      }
    }
  }

  /// Saves `data`: at once when `immediately` or nothing throttles, else throttled.
  func save(_ data: Data, to url: URL, immediately: Bool, continuation: SaveContinuation) {
    var resumptions: [(SaveContinuation, Result<Void, any Error>)] = []
    defer { for (continuation, result) in resumptions { continuation.resume(with: result) } }
    locked { entries in
      var entry = entries[url, default: Entry()]
      defer { entries[url] = entry }
      if entry.refused != nil {
        resumptions.append(
          (continuation, .failure(FileStorageError(url: url, reason: .refusingToOverwrite)))
        )
        return
      }
      guard let throttle, !immediately else {
        // This write supersedes a pending one: those waiting for it learn how this one went.
        let result = write(data, to: url, &entry)
        resumptions = (entry.waiting + [continuation]).map { ($0, result) }
        entry.pending = nil
        entry.waiting = []
        return
      }
      if entry.isThrottling {
        entry.pending = data
        entry.waiting.append(continuation)
        return
      }
      resumptions.append((continuation, write(data, to: url, &entry)))
      entry.isThrottling = true
      entry.window &+= 1
      schedule(url, window: entry.window, after: throttle)
    }
  }

  /// Writes every pending save now: at exit, so that the last second of edits is not lost.
  func flush() {
    var resumptions: [(SaveContinuation, Result<Void, any Error>)] = []
    defer { for (continuation, result) in resumptions { continuation.resume(with: result) } }
    // At exit another thread may hold the lock for good; losing a write beats hanging.
    _ = lock.withLockIfAvailable { _ in
      for url in entries.keys {
        resumptions += writePending(url, &entries[url]!)
      }
    }
  }

  /// Watches the file, calling `onChange` with its new contents (empty for no file) when
  /// another process changed it; this process's own writes and pending saves are not changes.
  ///
  /// A file removed or renamed away leaves an empty placeholder, as upstream's does, and drops
  /// a pending save: the removal is the last word, not the edit it would have overwritten.
  func watch(
    _ url: URL, onChange: @escaping @Sendable (Data) -> Void
  ) throws -> SharedSubscription {
    try fileSystem.watch(url) { [weak self] in
      guard let self else { return }
      var resumptions: [(SaveContinuation, Result<Void, any Error>)] = []
      defer { for (continuation, result) in resumptions { continuation.resume(with: result) } }
      let changed: Data? = locked { entries in
        var entry = entries[url, default: Entry()]
        defer { entries[url] = entry }
        let read: Data?
        do { read = try fileSystem.read(url) } catch { return nil }
        guard let data = read else {
          resumptions = entry.waiting.map { ($0, .success(())) }
          entry.pending = nil
          entry.waiting = []
          try? fileSystem.createPlaceholder(at: url)
          return self.recordRead(Data(), &entry)
        }
        // The pending save will overwrite what changed.
        guard entry.pending == nil else { return nil }
        return self.recordRead(data, &entry)
      }
      if let changed { onChange(changed) }
    }
  }

  /// Ends the throttle window of a key that is going away: writes its pending save now, and
  /// lets the next key of the file write its first save at once.
  func release(_ url: URL) {
    var resumptions: [(SaveContinuation, Result<Void, any Error>)] = []
    defer { for (continuation, result) in resumptions { continuation.resume(with: result) } }
    locked { entries in
      guard var entry = entries[url] else { return }
      resumptions = writePending(url, &entry)
      entry.isThrottling = false
      entry.window &+= 1
      entries[url] = entry
    }
  }

  /// Records what the file holds now; returns it if that is news.
  private func recordRead(_ data: Data, _ entry: inout Entry) -> Data? {
    guard data != entry.known else { return nil }
    entry.known = data
    if entry.refused != data { entry.refused = nil }
    return data
  }

  /// Runs `body` on the entries, holding the lock.
  private func locked<Result>(_ body: (inout [URL: Entry]) throws -> Result) rethrows -> Result {
    var result: Result?
    try lock.withLock { _ in result = try body(&entries) }
    return result!
  }

  private func write(_ data: Data, to url: URL, _ entry: inout Entry) -> Result<Void, any Error> {
    Result {
      try fileSystem.write(data, to: url)
      entry.known = data
    }
  }

  private func writePending(
    _ url: URL, _ entry: inout Entry
  ) -> [(SaveContinuation, Result<Void, any Error>)] {
    guard let pending = entry.pending else { return [] }
    let result = write(pending, to: url, &entry)
    defer {
      entry.pending = nil
      entry.waiting = []
    }
    return entry.waiting.map { ($0, result) }
  }

  private func schedule(_ url: URL, window: UInt64, after delay: Duration) {
    let (seconds, attoseconds) = delay.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
      self.windowEnded(url, window: window)
    }
  }

  /// Writes what was saved during the window, and keeps throttling if anything was.
  private func windowEnded(_ url: URL, window: UInt64) {
    var resumptions: [(SaveContinuation, Result<Void, any Error>)] = []
    defer { for (continuation, result) in resumptions { continuation.resume(with: result) } }
    locked { entries in
      guard var entry = entries[url], entry.window == window else { return }
      defer { entries[url] = entry }
      if entry.pending == nil {
        entry.isThrottling = false
      } else {
        resumptions = writePending(url, &entry)
        if let throttle {
          entry.window &+= 1
          schedule(url, window: entry.window, after: throttle)
        }
      }
    }
  }

  private static func timestamp() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
    return formatter.string(from: Date())
  }
}
