import Foundation
import Testing

@testable import Sharing

@Suite struct LiveFileSystemTests {
  let folder: TemporaryFolder
  let fileSystem = LiveFileSystem()

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func aMissingFileReadsAsNil() throws {
    #expect(try fileSystem.read(folder.file("missing.json")) == nil)
  }

  @Test func anUnreadableFileIsAClearError() throws {
    // A folder where the file should be cannot be read as one.
    try FileManager.default.createDirectory(
      at: folder.file("folder.json"), withIntermediateDirectories: true
    )
    #expect {
      try fileSystem.read(folder.file("folder.json"))
    } throws: { error in
      "\(error)".hasPrefix("Could not read the file at '\(folder.file("folder.json").path)'")
    }
  }

  @Test func followsAChainOfRelativeSymlinks() throws {
    let files = FileManager.default
    try files.createSymbolicLink(atPath: folder.file("a").path, withDestinationPath: "b")
    try files.createSymbolicLink(atPath: folder.file("b").path, withDestinationPath: "c.json")
    try fileSystem.write(Data("1".utf8), to: folder.file("a"))
    #expect(try Data(contentsOf: folder.file("c.json")) == Data("1".utf8))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("a").path) == "b")
    #expect(try fileSystem.read(folder.file("a")) == Data("1".utf8))
  }

  @Test func aNewFileGetsTheUmasksMode() throws {
    let url = folder.file("new.json")
    try fileSystem.write(Data("1".utf8), to: url)
    let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    let mask = umask(0)
    umask(mask)
    #expect(mode == 0o666 & ~Int(mask))
  }

  @Test func movingAsideNeverOverwritesAnEarlierCopy() throws {
    let url = folder.file("a.json")
    try Data("1".utf8).write(to: url)
    let first = try fileSystem.moveAside(url, suffix: ".corrupt")
    try Data("2".utf8).write(to: url)
    let second = try fileSystem.moveAside(url, suffix: ".corrupt")
    #expect(first != second)
    #expect(try Data(contentsOf: first) == Data("1".utf8))
    #expect(try Data(contentsOf: second) == Data("2".utf8))
  }
}
