import Foundation
import Testing
import TodosFeature

@Suite struct TodosRescueTests {
  @Test func theFoldersAreTheStateFolderThenHomeThenTheTemporaryFolder() {
    #expect(
      TodosRescue.folders(environment: [
        "XDG_STATE_HOME": "/state", "HOME": "/home/u", "TMPDIR": "/scratch",
      ]) == ["/state/arbor", "/home/u", "/scratch"])
    #expect(
      TodosRescue.folders(environment: ["HOME": "/home/u"])
        == ["/home/u/.local/state/arbor", "/home/u", "/tmp"])
    #expect(
      TodosRescue.folders(environment: ["XDG_STATE_HOME": "relative", "TMPDIR": "/tmp"])
        == ["/tmp"], "relative paths are ignored, and a folder is tried once")
  }

  @Test func theListGoesToTheFirstFolderThatTakesItAsANewPrivateFile() throws {
    let root = temporaryFile().deletingLastPathComponent()
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let blocker = root.appendingPathComponent("blocker").path
    try Data().write(to: URL(fileURLWithPath: blocker))
    let taker = root.appendingPathComponent("taker/arbor").path
    let now = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC

    let first = TodosRescue.write([.milk, .dog], to: [blocker + "/state", taker], now: now)
    #expect(first == .written(path: taker + "/todos-rescue-20270115-080000.json"))
    let second = TodosRescue.write([.readme], to: [taker], now: now)
    #expect(
      second == .written(path: taker + "/todos-rescue-20270115-080000-2.json"),
      "an earlier rescue is never written over")
    #expect(
      try TodosFile.decode(
        Data(contentsOf: URL(fileURLWithPath: taker + "/todos-rescue-20270115-080000.json")))
        == [.milk, .dog])
    let attributes = try FileManager.default.attributesOfItem(
      atPath: taker + "/todos-rescue-20270115-080000.json")
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test func whenNoFolderTakesItEachSaysWhy() throws {
    let root = temporaryFile().deletingLastPathComponent()
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let blocker = root.appendingPathComponent("blocker").path
    try Data().write(to: URL(fileURLWithPath: blocker))
    #expect(
      TodosRescue.write([.milk], to: [blocker + "/a", blocker + "/b"])
        == .nowhere([
          TodosRescue.Refusal(folder: blocker + "/a", reason: "not a directory"),
          TodosRescue.Refusal(folder: blocker + "/b", reason: "not a directory"),
        ]))
  }
}
