import ComposableArchitecture
import Foundation
import Testing
@testable import TodosFeature

@Suite struct TodosPersistenceFileTests {
  @Test func aMissingFileLoadsAsMissing() async throws {
    #expect(try await TodosPersistence.file(at: temporaryFile()).load() == .missing)
  }

  @Test func whatIsSavedLoadsBackAndTheFolderIsCreated() async throws {
    let file = temporaryFile()
    let persistence = TodosPersistence.file(at: file)
    #expect(try await persistence.save([.milk, .dog]) == .saved)
    #expect(try await persistence.load() == .loaded([.milk, .dog]))
    #expect(try await persistence.save([.readme]) == .saved)
    #expect(try await persistence.load() == .loaded([.readme]))
  }

  @Test func aFileThatIsNotAListIsLeftAsItIsAndTheListOpensReadOnly() async throws {
    // A mistyped `--file` (Package.swift, ~/.bashrc) is someone's file: never moved, never
    // written.
    let file = temporaryFile("Package.swift")
    let persistence = TodosPersistence.file(at: file)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let contents = Data("// swift-tools-version:6.0\nimport PackageDescription\n".utf8)
    try contents.write(to: file)
    #expect(
      try await persistence.load()
        == .unreadable(
          reason: "Cannot read \(file.path): it is not a todos list (not valid JSON)."))
    await #expect(throws: TodosFileError.self) { try await persistence.save([.milk]) }
    #expect(try Data(contentsOf: file) == contents)
    let folder = try FileManager.default.contentsOfDirectory(
      atPath: file.deletingLastPathComponent().path)
    #expect(folder == ["Package.swift"], "nothing moved aside, nothing beside it")

    try Data(#"{"version":1,"todos":[{"id":"x","title":"t"}]}"#.utf8).write(to: file)
    #expect(
      try await TodosPersistence.file(at: file).load()
        == .unreadable(
          reason: "Cannot read \(file.path): it is not a todos list (bad value at todos[0].id)."))
  }

  @Test func anEmptyFileIsAnEmptyList() async throws {
    let file = temporaryFile()
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: file)
    let persistence = TodosPersistence.file(at: file)
    #expect(try await persistence.load() == .loaded([]))
    #expect(try await persistence.save([.milk]) == .saved)
    #expect(try TodosFile.decode(Data(contentsOf: file)) == [.milk])
  }

  @Test func aTitleWithBytesThatAreNotUTF8IsReadWithReplacementCharacters() async throws {
    let file = temporaryFile()
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    var data = try TodosFile.encode([Todo.State(id: UUID(0), title: "Buy milkX"), .dog])
    data[data.firstRange(of: Data("milkX".utf8))!.upperBound - 1] = 0xFF
    try data.write(to: file)
    let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
    let shown = home.isEmpty || home == "/" ? file.path : TodosFileError.displayPath(file.path)
    #expect(
      try await TodosPersistence.file(at: file).load()
        == .repaired(
          [Todo.State(id: UUID(0), title: "Buy milk\u{FFFD}"), .dog],
          note:
            "1 title holds bytes that are not UTF-8 in \(shown): they show as \u{FFFD}, and a "
            + "save writes them so."))
  }

  @Test func theInMemoryStorageStartsMissingAndKeepsWhatIsSaved() async throws {
    let storage = LockIsolated<[Todo.State]?>(nil)
    let persistence = TodosPersistence.inMemory(storage)
    #expect(try await persistence.load() == .missing)
    #expect(try await persistence.save([.milk]) == .saved)
    #expect(try await persistence.load() == .loaded([.milk]))
    #expect(storage.value == [.milk])
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file's data-safety promises: what cannot be read is never written, another program's
/// save is merged rather than overwritten, and the file keeps its link, mode and owner.
@Suite struct TodosPersistenceFileSafetyTests {
  func makeFolder(for file: URL) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
  }

  @Test func aFolderAtThePathIsUnreadableAndNeverWritten() async throws {
    // A folder cannot be read as a file even by root, so this runs the real disk.
    let file = temporaryFile()
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    let persistence = TodosPersistence.file(at: file)
    #expect(
      try await persistence.load()
        == .unreadable(
          reason: "Cannot read \(file.path): it is a directory, not a regular file."))
    await #expect(
      throws: TodosFileError(
        .read, path: file.path, reason: "it is a directory, not a regular file")
    ) {
      try await persistence.save([.milk])
    }
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }

  @Test func aFileThatCannotBeReadIsNeverWrittenOver() async throws {
    // Root reads a 0000 file anyway, so the refusal comes from a disk that says EACCES.
    let file = temporaryFile()
    try makeFolder(for: file)
    try TodosFile.encode([.milk]).write(to: file)
    var disk = TodosDisk.live
    disk.read = { _ throws(TodosDisk.Failure) in throw TodosDisk.Failure(EACCES) }
    let persistence = TodosPersistence.file(at: file, disk: disk)
    #expect(
      try await persistence.load()
        == .unreadable(reason: "Cannot read \(file.path): permission denied."))
    await #expect(throws: TodosFileError.self) { try await persistence.save([.dog]) }
    #expect(try TodosFile.decode(Data(contentsOf: file)) == [.milk], "the file is as it was")
  }

  @Test func aFileWithoutWritePermissionLoadsReadOnlyAndIsNotWritten() async throws {
    // No write bit at all: refused even for root, who could write it.
    let file = temporaryFile()
    try makeFolder(for: file)
    try TodosFile.encode([.milk]).write(to: file)
    #expect(chmod(file.path, 0o444) == 0)
    let persistence = TodosPersistence.file(at: file)
    let reason = "Cannot save \(file.path): it is read-only."
    #expect(try await persistence.load() == .readOnly([.milk], reason: reason))
    await #expect(throws: TodosFileError(.save, path: file.path, reason: "it is read-only")) {
      try await persistence.save([.dog])
    }
    #expect(try TodosFile.decode(Data(contentsOf: file)) == [.milk])
  }

  @Test func aFileWithoutWriteAccessIsNotWritten() async throws {
    // Where `access(W_OK)` says no (a non-root user on another's file), even with write bits.
    let file = temporaryFile()
    try makeFolder(for: file)
    try TodosFile.encode([.milk]).write(to: file)
    var disk = TodosDisk.live
    disk.status = { path throws(TodosDisk.Failure) in
      var status = try TodosDisk.live.status(path)
      status?.isWritable = false
      return status
    }
    let persistence = TodosPersistence.file(at: file, disk: disk)
    #expect(
      try await persistence.load()
        == .readOnly([.milk], reason: "Cannot save \(file.path): it is read-only."))
    await #expect(throws: TodosFileError.self) { try await persistence.save([.dog]) }
    #expect(try TodosFile.decode(Data(contentsOf: file)) == [.milk])
  }

  @Test func aSymlinkedFileIsWrittenThroughTheLink() async throws {
    let target = temporaryFile("real.json")
    let link = temporaryFile("todos.json")
    try makeFolder(for: target)
    try makeFolder(for: link)
    try TodosFile.encode([.milk]).write(to: target)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

    let persistence = TodosPersistence.file(at: link)
    #expect(try await persistence.load() == .loaded([.milk]))
    #expect(try await persistence.save([.milk, .dog]) == .saved)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path,
      "the link is still a link")
    #expect(try TodosFile.decode(Data(contentsOf: target)) == [.milk, .dog])
  }

  @Test func aSaveKeepsTheFilesModeAndOwner() async throws {
    let file = temporaryFile()
    try makeFolder(for: file)
    try TodosFile.encode([.milk]).write(to: file)
    #expect(chmod(file.path, 0o600) == 0)
    // Only root may give a file away; anyone else's files are their own already.
    let owner: (uid_t, gid_t) = geteuid() == 0 ? (4242, 4343) : (geteuid(), getegid())
    #expect(chown(file.path, owner.0, owner.1) == 0)

    let persistence = TodosPersistence.file(at: file)
    _ = try await persistence.load()
    _ = try await persistence.save([.dog])

    var info = stat()
    #expect(stat(file.path, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o600, "a private list stays private")
    #expect(info.st_uid == owner.0)
    #expect(info.st_gid == owner.1)
    #expect(try TodosFile.decode(Data(contentsOf: file)) == [.dog])
  }

  @Test func aSaveMergesWhatAnotherProgramSavedSinceTheLoad() async throws {
    let file = temporaryFile()
    let first = TodosPersistence.file(at: file)
    let second = TodosPersistence.file(at: file)
    #expect(try await first.load() == .missing)
    #expect(try await second.load() == .missing)

    #expect(try await first.save([.milk, .dog]) == .saved)
    let merged = try await second.save([.readme])
    #expect(merged == .merged([.milk, .dog, .readme]))
    #expect(try TodosFile.decode(Data(contentsOf: file)) == [.milk, .dog, .readme])

    // The first now merges what the second saved, and its own delete of the dog applies.
    #expect(try await first.save([.milk]) == .merged([.milk, .readme]))
  }

  @Test func whatAnotherProgramLeftThatIsNotAListIsNeitherMovedNorWrittenOver() async throws {
    let file = temporaryFile()
    let persistence = TodosPersistence.file(at: file)
    #expect(try await persistence.save([.milk]) == .saved)
    try Data("half a list".utf8).write(to: file)
    await #expect(
      throws: TodosFileError(
        .save, path: file.path,
        reason: "another program replaced it with something that is not a todos list")
    ) {
      try await persistence.save([.dog])
    }
    #expect(try Data(contentsOf: file) == Data("half a list".utf8))
    #expect(!FileManager.default.fileExists(atPath: file.path + ".corrupt-1"))
    // Once it holds a list again, the save merges as ever.
    try TodosFile.encode([.milk, .readme]).write(to: file)
    #expect(try await persistence.save([.milk, .dog]) == .merged([.milk, .readme, .dog]))
  }

  @Test func anEmptiedFileIsWrittenOverWithTheList() async throws {
    let file = temporaryFile()
    let persistence = TodosPersistence.file(at: file)
    #expect(try await persistence.save([.milk]) == .saved)
    try Data().write(to: file)
    #expect(try await persistence.save([.milk, .dog]) == .saved)
    #expect(try TodosFile.decode(Data(contentsOf: file)) == [.milk, .dog])
  }

  @Test func aFIFOAtThePathIsRefusedWithoutBlockingAndLeftAlone() async throws {
    let file = temporaryFile()
    try makeFolder(for: file)
    #expect(mkfifo(file.path, 0o600) == 0)
    let persistence = TodosPersistence.file(at: file)
    #expect(
      try await persistence.load()
        == .unreadable(
          reason: "Cannot read \(file.path): it is a FIFO (named pipe), not a regular file."))
    await #expect(throws: TodosFileError.self) { try await persistence.save([.milk]) }
    var info = stat()
    #expect(lstat(file.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func aLinkToACharacterDeviceIsRefusedAndTheDeviceLeftAlone() async throws {
    // /dev/zero never ends: read, it would fill the memory.
    let link = temporaryFile()
    try makeFolder(for: link)
    #expect(symlink("/dev/zero", link.path) == 0)
    #expect(
      try await TodosPersistence.file(at: link).load()
        == .unreadable(
          reason: "Cannot read \(link.path): it is a character device, not a regular file."))
  }

  @Test func aFileOverTheSizeLimitIsNotRead() async throws {
    let file = temporaryFile()
    try makeFolder(for: file)
    let descriptor = open(file.path, O_WRONLY | O_CREAT, 0o600)
    #expect(ftruncate(descriptor, off_t(TodosDisk.sizeLimit) + 1) == 0)  // sparse
    close(descriptor)
    #expect(
      try await TodosPersistence.file(at: file).load()
        == .unreadable(
          reason: "Cannot read \(file.path): it is 64.1 MiB, over the 64 MiB limit."))
    #expect(TodosDisk.sizeLimit == 64 << 20)
  }

  @Test func aSaveGivesUpOnALockAnotherProgramHolds() async throws {
    let file = temporaryFile()
    try makeFolder(for: file)
    let folder = file.deletingLastPathComponent().path
    let held = open(folder, O_RDONLY | O_DIRECTORY)
    defer { close(held) }
    #expect(flock(held, LOCK_EX) == 0)
    var disk = TodosDisk.live
    disk.lock = { directory throws(TodosDisk.Failure) in
      try DirectoryLock.acquire(directory, timeout: .milliseconds(200))
    }
    let persistence = TodosPersistence.file(at: file, disk: disk)
    await #expect(
      throws: TodosFileError(
        .save, path: file.path,
        reason: "another program has held the lock on its folder for 200 ms")
    ) {
      try await persistence.save([.milk])
    }
    #expect(!FileManager.default.fileExists(atPath: file.path))
    flock(held, LOCK_UN)
    #expect(try await persistence.save([.milk]) == .saved)
  }

  @Test func aSaveThatFindsTheFileUnchangedWritesItAsGiven() async throws {
    let file = temporaryFile()
    let persistence = TodosPersistence.file(at: file)
    _ = try await persistence.load()
    #expect(try await persistence.save([.milk]) == .saved)
    #expect(try await persistence.save([.dog]) == .saved, "its own save is not a change")
    #expect(try TodosFile.decode(Data(contentsOf: file)) == [.dog])
  }

  @Test func aSaveHoldsTheFolderLockWhileItWrites() async throws {
    let file = temporaryFile()
    try makeFolder(for: file)
    let folder = file.deletingLastPathComponent().path
    let heldDuringWrite = LockIsolated<Bool?>(nil)
    var disk = TodosDisk.live
    disk.replace = { path, data, existing throws(TodosDisk.Failure) in
      // Another descriptor asking for the lock without waiting is refused while it is held.
      let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
      defer { close(descriptor) }
      let refused = flock(descriptor, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK
      heldDuringWrite.setValue(refused)
      try TodosDisk.live.replace(path, data, existing)
    }
    _ = try await TodosPersistence.file(at: file, disk: disk).save([.milk])
    #expect(heldDuringWrite.value == true)
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
    defer { close(descriptor) }
    #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0, "and lets it go after")
  }

  @MainActor
  @Test func aSaveWaitingOnTheDiskDoesNotHoldTheMainActor() async throws {
    let file = temporaryFile()
    let entered = AsyncStream<Void>.makeStream()
    let release = DispatchSemaphore(value: 0)
    var disk = TodosDisk.live
    disk.lock = { directory throws(TodosDisk.Failure) in
      // As when another `todos` holds the lock: the save waits here until released.
      entered.continuation.yield()
      release.wait()
      return try TodosDisk.live.lock(directory)
    }
    let persistence = TodosPersistence.file(at: file, disk: disk)
    let save = Task { @MainActor in try await persistence.save([.milk]) }
    var waiting = entered.stream.makeAsyncIterator()
    await waiting.next()
    // The save is blocked inside the disk, and this test, on the main actor, still runs.
    #expect(!FileManager.default.fileExists(atPath: file.path))
    release.signal()
    #expect(try await save.value == .saved)
    #expect(try TodosFile.decode(Data(contentsOf: file)) == [.milk])
  }
}
