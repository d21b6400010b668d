import Testing

@testable import ConcurrencyExtras

@Suite struct PosixLockTests {
  /// Increments from many tasks at once lose none; run under the thread sanitizer, they report
  /// no race either, which is what the lock is for.
  @Test func concurrentIncrementsLoseNothing() async {
    let counter = PosixLock(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == 8_000)
  }

  @Test func theBodysResultAndErrorsComeBack() throws {
    struct Failure: Error {}
    let lock = PosixLock([1, 2])
    #expect(lock.withLock { $0.removeLast() } == 2)
    #expect(throws: Failure.self) { try lock.withLock { _ in throw Failure() } }
    #expect(lock.withLock { $0 } == [1])
  }
}
