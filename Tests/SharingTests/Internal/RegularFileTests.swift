import Foundation
import Testing

@testable import Sharing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this process may make device nodes (root in most containers): the device tests make
/// a private copy of /dev/null in a temporary folder rather than going near the real one.
/// /dev/null's device number (major 1, minor 3), as Linux encodes small numbers.
let nullDeviceNumber = dev_t(1 << 8 | 3)

let canMakeDevices: Bool = {
  let path = FileManager.default.temporaryDirectory.path + "/arbor-mknod-\(UUID().uuidString)"
  defer { unlink(path) }
  return mknod(path, S_IFCHR | 0o666, nullDeviceNumber) == 0
}()

@Suite struct RegularFileTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func aRegularFileIsReadWithTheStatusOfTheInodeRead() throws {
    let path = folder.file("list.json").path
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    let read = try #require(try RegularFile.read(at: path))
    #expect(read.data == Data("hello".utf8))
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(read.status.inode == UInt64(info.st_ino))
    #expect(read.status.size == 5)
    #expect(try RegularFile.status(at: path) == read.status)
  }

  @Test func nothingAtThePathIsNil() throws {
    #expect(try RegularFile.read(at: folder.file("missing").path) == nil)
    #expect(try RegularFile.status(at: folder.file("missing").path) == nil)
  }

  @Test func aFIFOIsRefusedWithoutBlocking() throws {
    // Opening a FIFO to read blocks until a writer comes: a refusal that opened it would hang.
    let path = folder.file("fifo").path
    #expect(mkfifo(path, 0o600) == 0)
    #expect(throws: RegularFile.Refusal.notRegular(.fifo)) { try RegularFile.read(at: path) }
    #expect(throws: RegularFile.Refusal.notRegular(.fifo)) { try RegularFile.status(at: path) }
    #expect(
      RegularFile.Refusal.notRegular(.fifo).description
        == "it is a FIFO (named pipe), not a regular file")
  }

  @Test(.enabled(if: canMakeDevices))
  func aCharacterDeviceIsRefused() throws {
    let path = folder.file("null").path
    #expect(mknod(path, S_IFCHR | 0o666, nullDeviceNumber) == 0)
    #expect(throws: RegularFile.Refusal.notRegular(.characterDevice)) {
      try RegularFile.read(at: path)
    }
  }

  @Test func aLinkToADeviceIsRefusedOnceFollowed() throws {
    // Following the link is the caller's step; the device it ends at is refused unopened.
    let link = folder.file("zero").path
    #expect(symlink("/dev/zero", link) == 0)
    let target = RegularFile.resolvingLinks(link)
    #expect(target == "/dev/zero")
    #expect(throws: RegularFile.Refusal.notRegular(.characterDevice)) {
      try RegularFile.read(at: target)
    }
  }

  @Test func anUnfollowedLinkIsNotReadThrough() throws {
    let target = folder.file("real").path
    let link = folder.file("link").path
    try Data("x".utf8).write(to: URL(fileURLWithPath: target))
    #expect(symlink(target, link) == 0)
    #expect(throws: RegularFile.Refusal.notRegular(.symbolicLink)) {
      try RegularFile.read(at: link)
    }
    #expect(try RegularFile.read(at: RegularFile.resolvingLinks(link))?.data == Data("x".utf8))
  }

  @Test func aFolderIsRefused() throws {
    #expect(throws: RegularFile.Refusal.notRegular(.directory)) {
      try RegularFile.read(at: folder.url.path)
    }
  }

  @Test func aFileOverTheLimitIsNotRead() throws {
    let path = folder.file("big").path
    let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
    #expect(ftruncate(descriptor, 3 << 20 | 512 << 10) == 0)  // sparse: no disk used
    close(descriptor)
    #expect(throws: RegularFile.Refusal.tooLarge(size: 3 << 20 | 512 << 10, limit: 1 << 20)) {
      try RegularFile.read(at: path, limit: 1 << 20)
    }
    #expect(
      RegularFile.Refusal.tooLarge(size: 3 << 20 | 512 << 10, limit: 64 << 20).description
        == "it is 3.5 MiB, over the 64 MiB limit")
    #expect(try RegularFile.read(at: path, limit: 4 << 20)?.data.count == 3 << 20 | 512 << 10)
  }

  @Test func theDefaultLimitIs64MiB() {
    #expect(RegularFile.defaultLimit == 67_108_864)
  }

  @Test func aChainOfRelativeLinksIsFollowedAndALoopGivesUp() throws {
    #expect(symlink("b", folder.file("a").path) == 0)
    #expect(symlink("c.json", folder.file("b").path) == 0)
    #expect(RegularFile.resolvingLinks(folder.file("a").path) == folder.file("c.json").path)
    #expect(symlink("loop", folder.file("loop").path) == 0)
    let loop = RegularFile.resolvingLinks(folder.file("loop").path)
    #expect(throws: RegularFile.Refusal.notRegular(.symbolicLink)) {
      try RegularFile.status(at: loop)
    }
  }
}
