import Dependencies
import Sharing
import Testing

@Suite struct InMemoryKeyTests {
  @Test func sameNameSharesOneValue() {
    @Shared(.inMemory("count")) var count = 0
    @Shared(.inMemory("count")) var other = 0
    $count.withLock { $0 += 1 }
    #expect(other == 1)
  }

  @Test func valueOutlivesItsReferences() {
    do {
      @Shared(.inMemory("count")) var count = 0
      $count.withLock { $0 = 5 }
    }
    @Shared(.inMemory("count")) var count = 0
    #expect(count == 5)
  }

  @Test func eachTestStartsAfresh() {
    // Another test in this suite writes 1 or 5 under this name.
    @Shared(.inMemory("count")) var count = 0
    #expect(count == 0)
  }

  @Test func anOptionalValueStartsAtItsDefault() {
    @Shared(.inMemory("optionalCount")) var count: Int? = 0
    #expect(count == 0)
    @Shared(.inMemory("nilCount")) var nilCount: Int? = nil
    #expect(nilCount == nil)
    @Shared(.inMemory("nestedCount")) var nested: Int?? = .some(.none)
    #expect(nested == .some(.none))
  }

  @Test func anOptionalValueWrittenNilStaysNil() {
    @Shared(.inMemory("optionalCount")) var count: Int? = 3
    $count.withLock { $0 = nil }
    @Shared(.inMemory("optionalCount")) var other: Int? = 7
    #expect(other == nil)
  }

  @Test func requiringAMissingOptionalValueThrows() async {
    await #expect(throws: (any Error).self) {
      _ = try await Shared<Int?>(require: .inMemory("missing"))
    }
    await #expect(throws: (any Error).self) {
      _ = try await SharedReader<Int?>(require: .inMemory("missing"))
    }
  }

  @Test func requiringAStoredOptionalValueLoadsIt() async throws {
    @Shared(.inMemory("stored")) var stored: Int? = 4
    let required = try await Shared<Int?>(require: .inMemory("stored"))
    #expect(required.wrappedValue == 4)
  }

  @Test func anotherStorageIsAnotherValue() {
    @Shared(.inMemory("count")) var count = 1
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("count")) var fresh = 0
      #expect(fresh == 0)
    }
    #expect(count == 1)
  }

  @Test func readerSeesTheSharedValue() {
    @Shared(.inMemory("name")) var name = "Blob"
    @SharedReader(.inMemory("name")) var reader = ""
    #expect(reader == "Blob")
  }

  @Test func description() {
    let key: InMemoryKey<Int> = .inMemory("count")
    #expect(key.description == #".inMemory("count")"#)
  }

  @Test func sameNameAndStorageAreTheSameID() {
    let one: InMemoryKey<Int> = .inMemory("a")
    let two: InMemoryKey<Int> = .inMemory("a")
    let three: InMemoryKey<Int> = .inMemory("b")
    #expect(one.id == two.id)
    #expect(one.id != three.id)
  }
}

@Suite struct InMemoryKeyConcurrencyTests {
  @Test func concurrentWritesAreAllSavedInOrder() async {
    do {
      @Shared(.inMemory("count")) var count = 0
      let shared = $count
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<8 {
          group.addTask {
            for _ in 0..<500 { shared.withLock { $0 += 1 } }
          }
        }
      }
      #expect(count == 4_000)
    }
    // A reference made after the others went away reads what the last save stored.
    @Shared(.inMemory("count")) var count = 0
    #expect(count == 4_000)
  }
}
