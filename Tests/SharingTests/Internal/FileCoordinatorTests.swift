import Dependencies
import Foundation
import Synchronization
import Testing

@testable import Sharing

/// Files in memory that count writes, and whose files can be made impossible to move aside.
private final class RecordingFileSystem: FileSystem {
  let base = InMemoryFileSystem()
  let writes = Mutex(0)
  let movesFail = Mutex(false)

  func read(_ url: URL) throws -> Data? { try base.read(url) }
  func write(_ data: Data, to url: URL) throws {
    writes.withLock { $0 += 1 }
    try base.write(data, to: url)
  }
  func createPlaceholder(at url: URL) throws { try base.createPlaceholder(at: url) }
  func moveAside(_ url: URL, suffix: String) throws -> URL {
    struct ReadOnly: Error, CustomStringConvertible { var description: String { "read-only" } }
    if movesFail.withLock({ $0 }) { throw ReadOnly() }
    return try base.moveAside(url, suffix: suffix)
  }
  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) throws -> SharedSubscription {
    SharedSubscription {}
  }
}

@Suite struct FileCoordinatorTests {
  private let url = URL(fileURLWithPath: "/arbor/count.json")

  @Test func aBurstOfSavesIsOneWriteNowAndOneAtTheEndOfTheWindow() async {
    let fileSystem = RecordingFileSystem()
    let storage = FileStorage(fileSystem: fileSystem, throttle: .milliseconds(200))
    await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      for _ in 1...10 { $count.withLock { $0 += 1 } }
      #expect(fileSystem.writes.withLock { $0 } == 1)
      #expect(await eventually { (try? fileSystem.read(url)) == Data("10".utf8) })
      #expect(fileSystem.writes.withLock { $0 } == 2)
      #expect($count.saveError == nil)
    }
  }

  @Test func anUndecodableFileThatCannotBeMovedIsNeverOverwritten() async throws {
    let fileSystem = RecordingFileSystem()
    fileSystem.movesFail.withLock { $0 = true }
    try fileSystem.base.write(Data("oops".utf8), to: url)
    let storage = FileStorage(fileSystem: fileSystem, throttle: nil)
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      let loadMessage = try #require($count.loadError.map { "\($0)" })
      #expect(loadMessage.contains("nor moved aside (read-only)"))
      $count.withLock { $0 = 5 }
      let saveMessage = try #require($count.saveError.map { "\($0)" })
      #expect(saveMessage.hasPrefix("Not saving to '/arbor/count.json'"))
      #expect(try fileSystem.read(url) == Data("oops".utf8))

      // Once the file is fixed and loaded, saving works again.
      try fileSystem.base.write(Data("7".utf8), to: url)
      try await $count.load()
      #expect(count == 7)
      $count.withLock { $0 = 8 }
      #expect($count.saveError == nil)
      #expect(try fileSystem.read(url) == Data("8".utf8))
    }
  }

  @Test func flushWritesWhatIsWaitingAtOnce() throws {
    let fileSystem = RecordingFileSystem()
    let storage = FileStorage(fileSystem: fileSystem, throttle: .seconds(60))
    try withDependencies {
      $0.defaultFileStorage = storage
    } operation: { () throws in
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }
      $count.withLock { $0 = 2 }
      #expect(try fileSystem.read(url) == Data("1".utf8))
      storage.coordinator.flush()
      #expect(try fileSystem.read(url) == Data("2".utf8))
    }
  }
}
