import Foundation
import Synchronization
import Testing

@testable import Sharing

@Suite struct FileWatcherTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func seesAWriteInPlaceARenameIntoPlaceAndARemoval() async throws {
    let calls = Mutex(0)
    let subscription = try FileWatcher.watch(folder: folder.url.path, name: "a.json") {
      calls.withLock { $0 += 1 }
    }
    defer { subscription.cancel() }
    try Data("1".utf8).write(to: folder.file("a.json"))
    #expect(await eventually { calls.withLock { $0 } >= 1 })
    let afterWrite = calls.withLock { $0 }
    try Data("2".utf8).write(to: folder.file("a.json"), options: .atomic)
    #expect(await eventually { calls.withLock { $0 } > afterWrite })
    let afterRename = calls.withLock { $0 }
    try FileManager.default.removeItem(at: folder.file("a.json"))
    #expect(await eventually { calls.withLock { $0 } > afterRename })
  }

  @Test func ignoresOtherFilesInTheFolder() async throws {
    let calls = Mutex(0)
    let subscription = try FileWatcher.watch(folder: folder.url.path, name: "a.json") {
      calls.withLock { $0 += 1 }
    }
    defer { subscription.cancel() }
    try Data("1".utf8).write(to: folder.file("b.json"))
    try await Task.sleep(for: .milliseconds(300))
    #expect(calls.withLock { $0 } == 0)
  }

  @Test func cancellingStopsCallsAndClosesTheDescriptor() async throws {
    let before = inotifyDescriptors()
    let calls = Mutex(0)
    let subscription = try FileWatcher.watch(folder: folder.url.path, name: "a.json") {
      calls.withLock { $0 += 1 }
    }
    let opened = inotifyDescriptors().subtracting(before)
    #expect(!opened.isEmpty)
    subscription.cancel()
    #expect(await eventually { inotifyDescriptors().isDisjoint(with: opened) })
    try Data("1".utf8).write(to: folder.file("a.json"))
    try await Task.sleep(for: .milliseconds(300))
    #expect(calls.withLock { $0 } == 0)
  }

  @Test func aMissingFolderCannotBeWatched() {
    #expect(throws: (any Error).self) {
      try FileWatcher.watch(folder: folder.file("missing").path, name: "a.json") {}
    }
  }

  /// The process's open inotify descriptors.
  private func inotifyDescriptors() -> Set<String> {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return Set(
      names.filter {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)"))
          == "anon_inode:inotify"
      }
    )
  }
}
