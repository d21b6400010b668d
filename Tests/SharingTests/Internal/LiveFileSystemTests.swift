import Foundation
import Testing

@testable import Sharing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct LiveFileSystemTests {
  let folder: TemporaryFolder
  let fileSystem = LiveFileSystem()

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func aMissingFileReadsAsNil() throws {
    #expect(try fileSystem.read(folder.file("missing.json")) == nil)
  }

  @Test func aPlaceholderIsAnEmptyFileAndNeverReplacesOne() throws {
    let url = folder.file("settings.json")
    try fileSystem.createPlaceholder(at: url)
    #expect(try fileSystem.read(url) == Data())
    try fileSystem.write(Data("{}".utf8), to: url)
    try fileSystem.createPlaceholder(at: url)
    #expect(try fileSystem.read(url) == Data("{}".utf8))
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

  @Test func aFIFOIsNeitherReadNorReplacedNorMovedAside() throws {
    // A save renamed over it would replace the FIFO (or a device) with a file.
    let fifo = folder.file("fifo.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect { try fileSystem.read(fifo) } throws: { error in
      "\(error)".contains("it is a FIFO (named pipe), not a regular file")
    }
    #expect { try fileSystem.write(Data("1".utf8), to: fifo) } throws: { error in
      "\(error)".contains("it is a FIFO (named pipe), not a regular file; it is left as it is")
    }
    #expect { try fileSystem.moveAside(fifo, suffix: ".corrupt") } throws: { error in
      "\(error)".contains("not a regular file")
    }
    var info = stat()
    #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
  }

  @Test(.enabled(if: canMakeDevices))
  func aLinkToADeviceIsNeverReplaced() throws {
    let device = folder.file("null")
    #expect(mknod(device.path, S_IFCHR | 0o666, nullDeviceNumber) == 0)
    let link = folder.file("settings.json")
    #expect(symlink(device.path, link.path) == 0)
    #expect(throws: FileStorageError.self) { try fileSystem.write(Data("1".utf8), to: link) }
    var info = stat()
    #expect(lstat(device.path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "still a device")
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
