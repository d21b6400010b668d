import Dependencies
import Foundation
import Testing

@testable import Sharing

@Suite struct FileStorageTests {
  @Test func eachInMemoryStorageIsAnotherFileSystem() throws {
    let url = URL(fileURLWithPath: "/arbor/a.json")
    let one = FileStorage.inMemory
    let two = FileStorage.inMemory
    #expect(one != two)
    #expect(one == one)
    try one.coordinator.fileSystem.write(Data("1".utf8), to: url)
    #expect(try two.coordinator.fileSystem.read(url) == nil)
  }

  @Test func testsUseAFreshInMemoryStorage() {
    @Dependency(\.defaultFileStorage) var storage
    #expect(storage.coordinator.fileSystem is InMemoryFileSystem)
    #expect(storage != FileStorage.fileSystem)
  }

  @Test func theLiveStorageIsTheDiskThrottledByASecond() {
    #expect(FileStorage.fileSystem.coordinator.fileSystem is LiveFileSystem)
    #expect(FileStorage.fileSystem.coordinator.throttle == .seconds(1))
    #expect(FileStorage.fileSystem == FileStorage.fileSystem)
  }

  @Test func applicationsUseTheDiskAndPreviewsMemory() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.defaultFileStorage) var storage
      #expect(storage == FileStorage.fileSystem)
    }
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.defaultFileStorage) var storage
      #expect(storage.coordinator.fileSystem is InMemoryFileSystem)
    }
  }
}
