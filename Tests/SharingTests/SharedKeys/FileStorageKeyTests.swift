import Dependencies
import Foundation
import Testing

@testable import Sharing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private struct Settings: Codable, Equatable, Sendable {
  var theme = "light"
  var fontSize = 12
}

private let settingsURL = URL(fileURLWithPath: "/arbor/settings.json")

@Suite struct FileStorageKeyTests {
  @Test func missingFileMeansTheDefaultWithoutError() {
    @Shared(.fileStorage(settingsURL)) var settings = Settings()
    #expect(settings == Settings())
    #expect($settings.loadError == nil)
  }

  @Test func writesAreSavedAndLoadedByTheNextReference() throws {
    do {
      @Shared(.fileStorage(settingsURL)) var settings = Settings()
      $settings.withLock { $0.theme = "dark" }
    }
    @Shared(.fileStorage(settingsURL)) var settings = Settings()
    #expect(settings.theme == "dark")
    @Dependency(\.defaultFileStorage) var storage
    let saved = try #require(try storage.coordinator.fileSystem.read(settingsURL))
    #expect(try JSONDecoder().decode(Settings.self, from: saved) == settings)
  }

  @Test func eachTestHasItsOwnFilesOne() {
    // The other test of the pair writes this file: whichever runs second must not see it.
    @Shared(.fileStorage(settingsURL)) var settings = Settings()
    #expect(settings == Settings())
    $settings.withLock { $0.fontSize = 1 }
  }

  @Test func eachTestHasItsOwnFilesTwo() {
    @Shared(.fileStorage(settingsURL)) var settings = Settings()
    #expect(settings == Settings())
    $settings.withLock { $0.fontSize = 2 }
  }

  @Test func undecodableFileIsMovedAsideReportedAndNotOverwritten() throws {
    @Dependency(\.defaultFileStorage) var storage
    let garbage = Data("not json".utf8)
    try storage.coordinator.fileSystem.write(garbage, to: settingsURL)

    @Shared(.fileStorage(settingsURL)) var settings = Settings()
    #expect(settings == Settings())
    let message = try #require($settings.loadError.map { "\($0)" })
    #expect(message.contains("/arbor/settings.json' could not be decoded"))
    #expect(message.contains("was moved to '/arbor/settings.json.corrupt-"))

    let aside = try #require(
      message.split(separator: "'").first { $0.contains(".corrupt-") }.map(String.init)
    )
    $settings.withLock { $0.theme = "dark" }
    #expect(try storage.coordinator.fileSystem.read(URL(fileURLWithPath: aside)) == garbage)
    let saved = try #require(try storage.coordinator.fileSystem.read(settingsURL))
    #expect(try JSONDecoder().decode(Settings.self, from: saved).theme == "dark")
    #expect($settings.saveError == nil)
  }

  @Test func emptyFileMeansTheDefault() throws {
    @Dependency(\.defaultFileStorage) var storage
    try storage.coordinator.fileSystem.write(Data(), to: settingsURL)
    @Shared(.fileStorage(settingsURL)) var settings = Settings(theme: "blue")
    #expect(settings.theme == "blue")
    #expect($settings.loadError == nil)
  }

  @Test func customDecodeAndEncode() throws {
    let url = URL(fileURLWithPath: "/arbor/notes.txt")
    let key: FileStorageKey<String> = .fileStorage(
      url, decode: { String(decoding: $0, as: UTF8.self) }, encode: { Data($0.utf8) }
    )
    @Shared(key) var notes = ""
    $notes.withLock { $0 = "milk" }
    @Dependency(\.defaultFileStorage) var storage
    #expect(try storage.coordinator.fileSystem.read(url) == Data("milk".utf8))
  }

  @Test func customDecoderAndEncoder() throws {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    @Shared(.fileStorage(settingsURL, decoder: decoder, encoder: encoder)) var settings =
      Settings()
    $settings.withLock { $0.fontSize = 20 }
    @Dependency(\.defaultFileStorage) var storage
    let saved = try #require(try storage.coordinator.fileSystem.read(settingsURL))
    #expect(String(decoding: saved, as: UTF8.self).contains("font_size"))
  }

  @Test func anUnencodableValueIsASaveError() throws {
    struct Failure: Error {}
    let key: FileStorageKey<Int> = .fileStorage(
      settingsURL, decode: { _ in 0 }, encode: { _ in throw Failure() }
    )
    @Shared(key) var count = 0
    $count.withLock { $0 = 1 }
    let message = try #require($count.saveError.map { "\($0)" })
    #expect(message.hasPrefix("Could not encode the value to save to '/arbor/settings.json'"))
  }

  @Test func sameFileSharesOneValue() {
    @Shared(.fileStorage(settingsURL)) var one = Settings()
    @Shared(.fileStorage(settingsURL)) var two = Settings()
    $one.withLock { $0.theme = "dark" }
    #expect(two.theme == "dark")
  }

  @Test func concurrentWritesLoseNoneAndTheFileHoldsTheLast() async throws {
    let url = URL(fileURLWithPath: "/arbor/count.json")
    @Shared(.fileStorage(url)) var count = 0
    let shared = $count
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask {
          for _ in 0..<30 { shared.withLock { $0 += 1 } }
        }
      }
    }
    #expect(count == 3_000)
    @Dependency(\.defaultFileStorage) var storage
    #expect(try storage.coordinator.fileSystem.read(url) == Data("3000".utf8))
  }

  @Test func description() {
    let key: FileStorageKey<Settings> = .fileStorage(settingsURL)
    #expect(key.description == ".fileStorage(file:///arbor/settings.json)")
  }
}

/// The same key on the disk.
@Suite struct FileStorageKeyOnDiskTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  private func onDisk<R>(throttle: Duration? = nil, _ body: () throws -> R) rethrows -> R {
    try withDependencies {
      $0.defaultFileStorage = .fileSystem(throttle: throttle)
    } operation: {
      try body()
    }
  }

  private func onDisk<R>(
    throttle: Duration? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async rethrows -> R {
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem(throttle: throttle)
    } operation: {
      try await body()
    }
  }

  private func read(_ url: URL) -> Settings? {
    (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Settings.self, from: $0) }
  }

  @Test func savesAtomicallyKeepingTheFilesMode() throws {
    let url = folder.file("settings.json")
    try JSONEncoder().encode(Settings()).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    try onDisk {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.theme = "dark" }
      #expect(read(url)?.theme == "dark")
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      #expect((attributes[.posixPermissions] as? Int) == 0o600)
      // No temporary file is left behind.
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      #expect(names == ["settings.json"])
    }
  }

  @Test func writesThroughASymlink() throws {
    let target = folder.file("real.json")
    let link = folder.file("link.json")
    try JSONEncoder().encode(Settings()).write(to: target)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    onDisk {
      @Shared(.fileStorage(link)) var settings = Settings()
      $settings.withLock { $0.fontSize = 30 }
    }
    #expect(read(target)?.fontSize == 30)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
  }

  @Test func createsMissingFolders() throws {
    let url = folder.url.appendingPathComponent("a/b/settings.json")
    onDisk {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.theme = "dark" }
      #expect($settings.saveError == nil)
    }
    #expect(read(url)?.theme == "dark")
  }

  @Test func anUnwritableFolderIsASaveErrorNotACrash() throws {
    // A regular file where a folder should be stops even root.
    let blocker = folder.file("blocker")
    try Data().write(to: blocker)
    let url = blocker.appendingPathComponent("settings.json")
    try onDisk {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.theme = "dark" }
      let message = try #require($settings.saveError.map { "\($0)" })
      #expect(message.hasPrefix("Could not save the file at '\(url.path)'"))
      #expect(settings.theme == "dark")
    }
  }

  @Test func aFIFOAtThePathIsALoadAndSaveErrorAndStaysAFIFO() throws {
    // Opened to read, a FIFO would block until a writer came; renamed over, it would be gone.
    let url = folder.file("settings.json")
    #expect(mkfifo(url.path, 0o600) == 0)
    try onDisk {
      @Shared(.fileStorage(url)) var settings = Settings()
      let loadError = try #require($settings.loadError.map { "\($0)" })
      #expect(loadError.contains("it is a FIFO (named pipe), not a regular file"))
      $settings.withLock { $0.theme = "dark" }
      let saveError = try #require($settings.saveError.map { "\($0)" })
      #expect(saveError.contains("not a regular file; it is left as it is"))
    }
    var info = stat()
    #expect(lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["settings.json"])
  }

  @Test func undecodableFileOnDiskIsKeptAside() throws {
    let url = folder.file("settings.json")
    try Data("{".utf8).write(to: url)
    onDisk {
      @Shared(.fileStorage(url)) var settings = Settings()
      #expect($settings.loadError != nil)
      $settings.withLock { $0.theme = "dark" }
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    let aside = try #require(names.first { $0.hasPrefix("settings.json.corrupt-") })
    #expect(try Data(contentsOf: folder.file(aside)) == Data("{".utf8))
    #expect(read(url)?.theme == "dark")
  }

  @Test func writesAreThrottled() async {
    let url = folder.file("settings.json")
    await onDisk(throttle: .seconds(1)) {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.fontSize = 1 }
      // The first write goes out at once; the next ones wait for the window to end.
      #expect(read(url)?.fontSize == 1)
      $settings.withLock { $0.fontSize = 2 }
      $settings.withLock { $0.fontSize = 3 }
      #expect(read(url)?.fontSize == 1)
      #expect(await eventually { read(url)?.fontSize == 3 })
    }
  }

  @Test func saveWritesAtOnceEvenWhenThrottled() async throws {
    let url = folder.file("settings.json")
    try await onDisk(throttle: .seconds(60)) {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.fontSize = 1 }
      $settings.withLock { $0.fontSize = 2 }
      #expect(read(url)?.fontSize == 1)
      try await $settings.save()
      #expect(read(url)?.fontSize == 2)
    }
  }

  @Test func aLoadWritesPendingSavesFirst() async throws {
    let url = folder.file("settings.json")
    try await onDisk(throttle: .seconds(60)) {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.fontSize = 1 }
      $settings.withLock { $0.fontSize = 2 }
      try await $settings.load()
      #expect(settings.fontSize == 2)
      #expect(read(url)?.fontSize == 2)
    }
  }

  @Test func loadsChangesMadeByOtherProcesses() async throws {
    let url = folder.file("settings.json")
    try await onDisk {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.fontSize = 1 }
      // Another process: an atomic rename into place, then a write in place.
      try JSONEncoder().encode(Settings(theme: "dark", fontSize: 1)).write(
        to: url, options: .atomic
      )
      #expect(await eventually { settings.theme == "dark" })
      let handle = try FileHandle(forWritingTo: url)
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: JSONEncoder().encode(Settings(theme: "blue", fontSize: 1)))
      try handle.close()
      #expect(await eventually { settings.theme == "blue" })
    }
  }

  @Test func aRemovedFileMeansTheDefault() async throws {
    let url = folder.file("settings.json")
    try await onDisk {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.theme = "dark" }
      try FileManager.default.removeItem(at: url)
      #expect(await eventually { settings == Settings() })
    }
  }

  /// As upstream: a removed file leaves an empty placeholder, and an edit waiting for the end
  /// of the throttle window is dropped rather than written over the removal.
  @Test func aRemovedFileLeavesAPlaceholderAndDropsThePendingSave() async throws {
    let url = folder.file("settings.json")
    try await onDisk(throttle: .milliseconds(500)) {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.fontSize = 1 }
      $settings.withLock { $0.fontSize = 2 }
      try FileManager.default.removeItem(at: url)
      #expect(await eventually { settings == Settings() })
      #expect(await eventually { (try? Data(contentsOf: url)) == Data() })
      // Past the end of the window, the dropped edit has still not been written.
      try await Task.sleep(for: .milliseconds(700))
      #expect(try Data(contentsOf: url) == Data())
    }
  }

  @Test func aFileRenamedAwayLeavesAPlaceholderAndComesBackWhenRenamedBack() async throws {
    let url = folder.file("settings.json")
    let elsewhere = folder.file("elsewhere.json")
    try await onDisk {
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.theme = "dark" }
      try FileManager.default.moveItem(at: url, to: elsewhere)
      #expect(await eventually { settings == Settings() })
      #expect(await eventually { (try? Data(contentsOf: url)) == Data() })
      // Renamed back over the placeholder, in one step as an editor saves.
      #expect(rename(elsewhere.path, url.path) == 0)
      #expect(await eventually { settings.theme == "dark" })
    }
  }

  /// The throttle window belongs to the key: when the last reference goes, its pending edit is
  /// written, and the next key's first write goes out at once.
  @Test func theThrottleWindowEndsWithItsKey() {
    let url = folder.file("settings.json")
    onDisk(throttle: .seconds(60)) {
      do {
        @Shared(.fileStorage(url)) var settings = Settings()
        $settings.withLock { $0.fontSize = 1 }
        $settings.withLock { $0.fontSize = 2 }
        #expect(read(url)?.fontSize == 1)
      }
      #expect(read(url)?.fontSize == 2)
      @Shared(.fileStorage(url)) var settings = Settings()
      #expect(settings.fontSize == 2)
      $settings.withLock { $0.fontSize = 3 }
      #expect(read(url)?.fontSize == 3)
    }
  }

  @Test func ownWritesAreNotLoadedBack() async throws {
    let url = folder.file("settings.json")
    try await onDisk {
      @Shared(.fileStorage(url)) var settings = Settings()
      for size in 1...50 { $settings.withLock { $0.fontSize = size } }
      try await Task.sleep(for: .milliseconds(300))
      #expect(settings.fontSize == 50)
      #expect($settings.loadError == nil)
    }
  }
}
