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
}
