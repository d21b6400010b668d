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
    #expect(try descriptorsWatchingTheFolder().isEmpty)
    let calls = Mutex(0)
    let subscription = try FileWatcher.watch(folder: folder.url.path, name: "a.json") {
      calls.withLock { $0 += 1 }
    }
    #expect(try descriptorsWatchingTheFolder().count == 1)
    subscription.cancel()
    #expect(await eventually { (try? descriptorsWatchingTheFolder().isEmpty) == true })
    try Data("1".utf8).write(to: folder.file("a.json"))
    try await Task.sleep(for: .milliseconds(300))
    #expect(calls.withLock { $0 } == 0)
  }

  @Test func aMissingFolderCannotBeWatched() {
    #expect(throws: (any Error).self) {
      try FileWatcher.watch(folder: folder.file("missing").path, name: "a.json") {}
    }
  }

  /// The process's open inotify descriptors that watch this test's folder.
  ///
  /// Found by the folder's inode in each descriptor's `fdinfo`, not by diffing descriptor
  /// numbers: other suites open and close watchers in parallel, so a number can be reused.
  private func descriptorsWatchingTheFolder() throws -> Set<String> {
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.url.path)
    let inode = try #require(attributes[.systemFileNumber] as? NSNumber).uint64Value
    let watch = "ino:\(String(inode, radix: 16)) "
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return Set(
      names.filter {
        guard
          (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)"))
            == "anon_inode:inotify",
          let info = try? String(contentsOfFile: "/proc/self/fdinfo/\($0)", encoding: .utf8)
        else { return false }
        return info.contains(watch)
      }
    )
  }
}
