import Testing

@testable import IdentifiedCollections

@Suite struct WriteLogTests {
  @Test func aNewArraysLogHasNoOriginAndKeepsNoPositions() {
    let log = WriteLog(after: nil)
    log.record(3)
    #expect(log.origin == nil)
    #expect(log.positions == nil)
    #expect(log.generation == 1)
  }

  @Test func aCopysLogRemembersTheOriginalAsItWasAtTheCopy() {
    let original = WriteLog(after: nil)
    original.record(0)
    let copy = WriteLog(after: original)
    #expect(copy.origin == original.stamp)
    original.record(1)
    #expect(copy.origin != original.stamp)
  }

  @Test func positionsAreKeptInOrderWithoutImmediateRepeats() {
    let log = WriteLog(after: WriteLog(after: nil))
    for position in [4, 4, 2, 4, 2, 2] { log.record(position) }
    #expect(log.positions == [4, 2, 4, 2])
    #expect(log.generation == 6)
  }

  @Test func tooManyPositionsAreForgotten() {
    let log = WriteLog(after: WriteLog(after: nil))
    for position in 0..<WriteLog.capacity { log.record(position) }
    #expect(log.positions?.count == WriteLog.capacity)
    log.record(WriteLog.capacity)
    #expect(log.positions == nil)
    log.record(0)
    #expect(log.positions == nil)
  }

  @Test func serialsAreNeverShared() {
    let logs = (0..<100).map { _ in WriteLog(after: nil) }
    #expect(Set(logs.map(\.serial)).count == 100)
  }

  @Test func aMarkNamesThePositionsWrittenSinceIt() {
    let log = WriteLog(after: nil)
    log.record(1)
    let mark = log.mark
    #expect(log.positions(since: mark) == [])
    log.record(5)
    log.record(9)
    let written = log.positions(since: mark)
    #expect(written.map(Set.init) == [1, 5, 9], "the entry at the mark may be named again")
  }

  @Test func aMarkSeesARepeatOfTheLastWrite() {
    let log = WriteLog(after: nil)
    log.record(4)
    let mark = log.mark
    log.record(4)
    #expect(log.positions(since: mark) == [4])
  }

  @Test func aMarkOutlivesManyWritesOnlyWhileTheyFit() {
    let log = WriteLog(after: nil)
    for position in 0..<100 { log.record(position) }
    let mark = log.mark
    for position in 200..<(200 + WriteLog.capacity - 1) { log.record(position) }
    #expect(log.positions(since: mark)?.count == WriteLog.capacity)
    log.record(999)
    #expect(log.positions(since: mark) == nil, "too many writes since the mark: not known")
  }

  @Test func aMarkFollowsTheHolderIntoTheLogOfItsCopy() {
    let original = WriteLog(after: nil)
    original.record(2)
    let mark = original.mark
    let copy = WriteLog(after: original)
    copy.record(7)
    #expect(copy.positions(since: mark) == [7])
    original.record(3)
    let unrelated = WriteLog(after: original)
    #expect(unrelated.positions(since: mark) == nil, "the original was written after the mark")
  }
}
