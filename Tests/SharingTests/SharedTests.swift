import CustomDump
import IdentifiedCollections
import Sharing
import Testing

@Suite struct SharedTests {
  struct Attendee: Equatable, Identifiable, Sendable {
    let id: Int
    var name: String
  }

  struct SyncUp: Equatable, Sendable {
    var title = ""
    var attendees: IdentifiedArrayOf<Attendee> = []
  }

  @Test func copiesShareOneValue() {
    let count = Shared(value: 0)
    let copy = count
    copy.withLock { $0 += 1 }
    #expect(count.wrappedValue == 1)
  }

  @Test func propertyWrapperWithValue() {
    @Shared(value: 1) var count: Int
    $count.withLock { $0 *= 5 }
    #expect(count == 5)
  }

  @Test func withLockReturnsTheOperationsResult() {
    let count = Shared(value: 41)
    let result = count.withLock { value -> String in
      value += 1
      return "now \(value)"
    }
    #expect(result == "now 42")
  }

  @Test func withLockRunsTheOperationOnceAndReturnsItsNilResult() {
    let observedField = Shared(value: SyncUp())
    _ = observedField.title.wrappedValue  // from now on, writes find out whether `title` changed
    for syncUp in [Shared(value: SyncUp()), observedField] {
      var runs = 0
      let result: Int? = syncUp.withLock { value in
        runs += 1
        value.title += "!"
        return nil
      }
      #expect(runs == 1)
      #expect(result == nil)
      #expect(syncUp.wrappedValue.title == "!")
    }
  }

  @Test func withLockRethrowsAndKeepsWhatWasWrittenBeforeTheThrow() {
    struct Failure: Error {}
    let count = Shared(value: 0)
    #expect(throws: Failure.self) {
      try count.withLock { value in
        value = 7
        throw Failure()
      }
    }
    #expect(count.wrappedValue == 7)
  }

  @Test func concurrentWithLockLosesNoWrite() async {
    let count = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 {
            count.withLock { $0 += 1 }
          }
        }
      }
    }
    #expect(count.wrappedValue == 8_000)
  }

  @Test func thousandsOfConcurrentWritesFromManyTasksLoseNone() async {
    @Shared(.inMemory("count")) var count = 0
    let shared = $count
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<200 {
        group.addTask {
          for _ in 0..<50 {
            shared.withLock { $0 += 1 }
            await Task.yield()
          }
        }
      }
    }
    #expect(count == 10_000)
  }

  @Test func childProjectionWritesThroughToTheParent() {
    let syncUp = Shared(value: SyncUp(title: "Morning"))
    let attendees: Shared<IdentifiedArrayOf<Attendee>> = syncUp.attendees
    attendees.withLock { _ = $0.append(Attendee(id: 1, name: "Blob")) }
    #expect(syncUp.wrappedValue.attendees.map(\.name) == ["Blob"])
    syncUp.title.withLock { $0 = "Evening" }
    #expect(syncUp.wrappedValue.title == "Evening")
  }

  @Test func projectionSeesWritesToTheParent() {
    let syncUp = Shared(value: SyncUp())
    let title = syncUp.title
    syncUp.withLock { $0.title = "Retro" }
    #expect(title.wrappedValue == "Retro")
  }

  @Test func readOnlyMemberIsASharedReader() {
    let syncUp = Shared(value: SyncUp(attendees: [Attendee(id: 1, name: "Blob")]))
    let count: SharedReader<Int> = syncUp.attendees.count
    #expect(count.wrappedValue == 1)
    syncUp.attendees.withLock { _ = $0.append(Attendee(id: 2, name: "Blob Jr")) }
    #expect(count.wrappedValue == 2)
  }

  @Test func identifiedArraySubscriptById() {
    let syncUp = Shared(value: SyncUp(attendees: [Attendee(id: 1, name: "Blob")]))
    let attendee: Shared<Attendee?> = syncUp.attendees[id: 1]
    #expect(attendee.wrappedValue?.name == "Blob")
    attendee.withLock { $0?.name = "Blobby" }
    #expect(syncUp.wrappedValue.attendees[id: 1]?.name == "Blobby")
    #expect(syncUp.attendees[id: 2].wrappedValue == nil)
  }

  @Test func unwrappingAnOptional() throws {
    let syncUp = Shared(value: SyncUp(attendees: [Attendee(id: 1, name: "Blob")]))
    #expect(Shared(syncUp.attendees[id: 2]) == nil)
    let attendee = try #require(Shared(syncUp.attendees[id: 1]))
    attendee.name.withLock { $0 = "Blobby" }
    #expect(syncUp.wrappedValue.attendees[id: 1]?.name == "Blobby")
  }

  @Test func unwrappedKeepsItsLastValueAndWritesNothingBackOnceNil() throws {
    let optional = Shared<Int?>(value: 1)
    let unwrapped = try #require(Shared(optional))
    optional.withLock { $0 = nil }
    #expect(unwrapped.wrappedValue == 1)
    unwrapped.withLock { $0 = 2 }
    #expect(unwrapped.wrappedValue == 2)
    #expect(optional.wrappedValue == nil)
  }

  /// What a vanished optional leaves behind is the value last read through the unwrapped
  /// reference, not the optional's last value: writes made while no one read it, and the
  /// storage's own reads of its projections, do not move it.
  @Test func unwrappedKeepsTheLastValueReadThroughIt() throws {
    let optional = Shared<Attendee?>(value: Attendee(id: 1, name: "Blob"))
    let unwrapped = try #require(Shared(optional))
    #expect(unwrapped.wrappedValue.name == "Blob")
    // A projection read makes the storage compare projections around every write.
    #expect(unwrapped.name.wrappedValue == "Blob")
    optional.withLock { $0?.name = "Blob Jr." }
    optional.withLock { $0 = nil }
    #expect(unwrapped.wrappedValue.name == "Blob")
    optional.withLock { $0 = Attendee(id: 1, name: "Blob Sr.") }
    #expect(unwrapped.wrappedValue.name == "Blob Sr.")
  }

  @Test func equalityComparesValuesNotReferences() {
    #expect(Shared(value: 1) == Shared(value: 1))
    #expect(Shared(value: 1) != Shared(value: 2))
  }

  @Test func identifiableByTheValuesID() {
    let attendee = Shared(value: Attendee(id: 7, name: "Blob"))
    #expect(attendee.id == 7)
  }

  @Test func customDumpShowsTheValueNumberedAsOneReference() {
    let count = Shared(value: 0)
    #expect(String(customDumping: count) == "#1 0")
    #expect(
      String(customDumping: [count, count, Shared(value: 0)])
        == """
        [
          [0]: #1 0,
          [1]: #1 Int(↩︎),
          [2]: #2 0
        ]
        """
    )
  }

  @Test func descriptionNamesTheValueOrTheKey() {
    #expect(Shared(value: 1).description == "Shared<Int>(value: 1)")
  }

  @Test func reassigningTheProjectedValueSharesAnotherValue() {
    @Shared(value: 1) var count: Int
    let other = Shared(value: 10)
    $count = other
    other.withLock { $0 += 1 }
    #expect(count == 11)
  }

  /// A known difference (migration table): upstream re-points every copy of the property's
  /// reference; here only the property moves, and its earlier copies keep their value.
  @Test func reassigningTheProjectedValueLeavesEarlierCopiesWhereTheyWere() {
    @Shared(value: 1) var count: Int
    let copy = $count
    $count = Shared(value: 42)
    #expect(count == 42)
    #expect(copy.wrappedValue == 1)
  }

  @Test func sharedIsSendable() async {
    let count = Shared(value: 0)
    await Task.detached { count.withLock { $0 += 1 } }.value
    #expect(count.wrappedValue == 1)
  }

  @Test func readDerivesAReadOnlyValue() {
    let count = Shared(value: 2)
    let isEven = count.read { $0.isMultiple(of: 2) }
    #expect(isEven.wrappedValue)
    count.withLock { $0 += 1 }
    #expect(!isEven.wrappedValue)
  }

  @Test func valueWithoutAKeyLoadsAndSavesNothing() async throws {
    let count = Shared(value: 3)
    try await count.load()
    try await count.save()
    #expect(count.wrappedValue == 3)
    #expect(!count.isLoading)
    #expect(count.loadError == nil)
    #expect(count.saveError == nil)
  }
}
