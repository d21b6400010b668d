import Testing

@testable import IdentifiedCollections

/// The log records the in-place writes made since a copy, and `==` is right in every history:
/// it compares every element, as `Array`'s does, unless both arrays share one buffer.
@Suite struct IdentifiedArrayWriteLogTests {
  /// One in-place write through each API that changes an element without adding, removing or
  /// moving any, to the element with id 500 of a 1,000-row array.
  enum Write: CaseIterable, Sendable {
    case mutateByID, assignByID, mutateByPosition, assignByPosition
    case update, updateOrAppend, updateOrInsert, replaceEmptySubrange

    func apply(to array: inout IdentifiedArrayOf<Counted>) {
      switch self {
      case .mutateByID: array[id: 500]?.value += 1
      case .assignByID: array[id: 500] = array[id: 500].map { $0.with(value: -1) }
      case .mutateByPosition: array[500].value += 1
      case .assignByPosition: array[500] = array[500].with(value: -1)
      case .update: array.update(array[500].with(value: -1), at: 500)
      case .updateOrAppend: array.updateOrAppend(array[500].with(value: -1))
      case .updateOrInsert: array.updateOrInsert(array[500].with(value: -1), at: 0)
      case .replaceEmptySubrange: array.replaceSubrange(0..<0, with: [array[500].with(value: -1)])
      }
    }
  }

  @Test(arguments: Write.allCases)
  func aCopyChangedInPlaceLogsTheWrittenElement(write: Write) {
    let counter = EqualityCounter()
    let before = makeCounted(1_000, counter)
    var after = before
    write.apply(to: &after)
    #expect(after._writeLog?.positions == [500])
    #expect(after != before)
    #expect(before != after)
  }

  @Test func aCopyWrittenBackToItsOldValueIsEqual() {
    let counter = EqualityCounter()
    let before = makeCounted(1_000, counter)
    var after = before
    after[id: 10]?.value += 1
    after[id: 10]?.value -= 1
    #expect(after == before)
  }

  @Test func repeatedWritesToOneElementAreLoggedOnce() {
    let counter = EqualityCounter()
    let before = makeCounted(1_000, counter)
    var after = before
    for _ in 0..<100 { after[id: 7]?.value += 1 }
    #expect(after._writeLog?.positions == [7])
    #expect(after != before)
  }

  @Test func unwrittenCopiesAreEqualWithoutComparingElements() {
    let counter = EqualityCounter()
    let before = makeCounted(1_000, counter)
    let copy = before
    counter.count = 0
    #expect(copy == before)
    #expect(counter.count == 0)
  }

  @Test func twoCopiesOfOneValueAreComparedWhateverEitherWrote() {
    let counter = EqualityCounter()
    let original = makeCounted(1_000, counter)
    var first = original
    var second = original
    first[id: 1]?.value = -1
    second[id: 2]?.value = -2
    #expect(first != second)

    first[id: 2]?.value = -2
    second[id: 1]?.value = -1
    counter.count = 0
    #expect(first == second)
    #expect(counter.count == 1_000, "every element is compared")
  }

  @Test func aWriteToTheOriginalAfterTheCopyIsNotMissed() {
    let counter = EqualityCounter()
    var original = makeCounted(1_000, counter)
    var copy = original
    copy[id: 1]?.value = -1
    original[id: 2]?.value = -2
    #expect(copy != original)
    copy[id: 2]?.value = -2
    original[id: 1]?.value = -1
    counter.count = 0
    #expect(copy == original)
    #expect(counter.count == 1_000, "every element is compared")
  }

  @Test func structuralChangesAfterTheCopyAreNotMissed() {
    let counter = EqualityCounter()
    let before = makeCounted(100, counter)
    var removedAndPutBack = before
    let removed = removedAndPutBack.remove(at: 40)
    removedAndPutBack.insert(removed.with(value: -1), at: 40)
    #expect(removedAndPutBack != before)

    var swapped = before
    swapped.swapAt(3, 4)
    swapped[3].value = 4
    swapped[4].value = 3
    #expect(swapped != before)

    var sorted = before
    sorted.sort { $0.id > $1.id }
    sorted.sort { $0.id < $1.id }
    sorted[id: 5]?.value = 5
    #expect(sorted == before)
  }

  @Test func manyWrittenElementsAreStillComparedCorrectly() {
    let counter = EqualityCounter()
    let before = makeCounted(1_000, counter)
    var after = before
    for id in 0..<(WriteLog.capacity * 4) { after[id: id]?.value += 1 }
    for id in 0..<(WriteLog.capacity * 4) { after[id: id]?.value -= 1 }
    #expect(after == before)
    after[id: 999]?.value = 0
    #expect(after != before)
  }

  @Test func arraysBuiltApartAreComparedElementByElement() {
    let counter = EqualityCounter()
    let lhs = makeCounted(100, counter)
    let rhs = makeCounted(100, counter)
    counter.count = 0
    #expect(lhs == rhs)
    #expect(counter.count == 100)
  }

  @Test func arraysRebuiltFromASliceOfTheWholeArrayAreComparedElementByElement() {
    let counter = EqualityCounter()
    let original = makeCounted(100, counter)
    var rebuilt = IdentifiedArray(original[...])
    rebuilt[id: 3]?.value = 3
    #expect(rebuilt == original)
    rebuilt[id: 4]?.value = -4
    #expect(rebuilt != original)
  }
}

/// Counts calls of `Counted.==`.
final class EqualityCounter {
  var count = 0
}

/// An identified value whose `==` is counted.
struct Counted: Identifiable, Equatable {
  let id: Int
  var value: Int
  let counter: EqualityCounter

  func with(value: Int) -> Self {
    var copy = self
    copy.value = value
    return copy
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.counter.count += 1
    return lhs.id == rhs.id && lhs.value == rhs.value
  }
}

/// `count` counted values with ids and values `0..<count`.
func makeCounted(_ count: Int, _ counter: EqualityCounter) -> IdentifiedArrayOf<Counted> {
  IdentifiedArrayOf(
    uniqueElements: (0..<count).map { Counted(id: $0, value: $0, counter: counter) }
  )
}

/// The log is the array's hook for readers in this package: which rows were written since a
/// moment, so a watcher of a few rows reads those and not the whole array.
@Suite struct IdentifiedArrayWriteLogHookTests {
  @Test func theLogNamesTheRowsWrittenSinceAMark() throws {
    var rows = makeCounted(1_000, EqualityCounter())
    let mark = try #require(rows._writeLog?.mark)
    rows[id: 300]?.value = 0
    rows.update(rows[700].with(value: 0), at: 700)
    rows[100].value = 0
    #expect(rows._writeLog?.positions(since: mark).map(Set.init) == [100, 300, 700])
  }

  @Test func anEmptyArrayHasNoLog() {
    #expect(IdentifiedArrayOf<Counted>()._writeLog == nil)
  }
}
