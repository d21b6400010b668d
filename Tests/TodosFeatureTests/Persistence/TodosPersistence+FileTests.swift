import ComposableArchitecture
import Foundation
import Testing
import TodosFeature

@Suite struct TodosPersistenceFileTests {
  @Test func aMissingFileLoadsAsMissing() async throws {
    #expect(try await TodosPersistence.file(at: temporaryFile()).load() == .missing)
  }

  @Test func whatIsSavedLoadsBackAndTheFolderIsCreated() async throws {
    let file = temporaryFile()
    let persistence = TodosPersistence.file(at: file)
    try await persistence.save([.milk, .dog])
    #expect(try await persistence.load() == .loaded([.milk, .dog]))
    try await persistence.save([.readme])
    #expect(try await persistence.load() == .loaded([.readme]))
  }

  @Test func aCorruptFileIsMovedAsideNeverOverwritten() async throws {
    let file = temporaryFile()
    let persistence = TodosPersistence.file(at: file)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)

    try Data("first".utf8).write(to: file)
    #expect(
      try await persistence.load()
        == .corrupt(reason: "not valid JSON", keptAt: file.path + ".corrupt-1"))

    try Data(#"{"version":1,"todos":[{"id":"x","title":"t"}]}"#.utf8).write(to: file)
    #expect(
      try await persistence.load()
        == .corrupt(reason: "bad value at todos[0].id", keptAt: file.path + ".corrupt-2"))

    #expect(
      try Data(contentsOf: URL(fileURLWithPath: file.path + ".corrupt-1")) == Data("first".utf8))
    #expect(try await persistence.load() == .missing, "the corrupt file is no longer in the way")
  }

  @Test func theInMemoryStorageStartsMissingAndKeepsWhatIsSaved() async throws {
    let storage = LockIsolated<[Todo.State]?>(nil)
    let persistence = TodosPersistence.inMemory(storage)
    #expect(try await persistence.load() == .missing)
    try await persistence.save([.milk])
    #expect(try await persistence.load() == .loaded([.milk]))
    #expect(storage.value == [.milk])
  }
}
