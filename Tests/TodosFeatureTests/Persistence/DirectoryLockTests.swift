import Foundation
import Testing

@testable import TodosFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct DirectoryLockTests {
  @Test func theLockIsTakenAtOnceWhenFreeAndLetGo() throws {
    let folder = temporaryFile().deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let unlock = try DirectoryLock.acquire(folder.path, timeout: .zero)
    let other = open(folder.path, O_RDONLY | O_DIRECTORY)
    defer { close(other) }
    #expect(flock(other, LOCK_EX | LOCK_NB) != 0, "held")
    unlock()
    #expect(flock(other, LOCK_EX | LOCK_NB) == 0, "let go")
  }

  @Test func waitingForAnotherHolderGivesUpAfterTheTimeoutAndSaysWhy() throws {
    let folder = temporaryFile().deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let held = open(folder.path, O_RDONLY | O_DIRECTORY)
    defer { close(held) }
    #expect(flock(held, LOCK_EX) == 0)
    let clock = ContinuousClock()
    let start = clock.now
    #expect(
      throws: TodosDisk.Failure(
        reason: "another program has held the lock on its folder for 300 ms")
    ) {
      _ = try DirectoryLock.acquire(folder.path, timeout: .milliseconds(300))
    }
    #expect(clock.now - start >= .milliseconds(300), "it waited")
  }

  @Test func aMissingFolderIsTheSystemsError() {
    #expect(throws: TodosDisk.Failure(ENOENT)) {
      _ = try DirectoryLock.acquire("/nonexistent-\(UUID().uuidString)", timeout: .zero)
    }
  }
}
