import Dispatch
import Locking
import Testing

@Suite struct LockTests {
  @Test func concurrentIncrementsLoseNone() {
    let counter = Lock(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  @Test func returnsWhatTheBodyReturnsAndRethrows() {
    struct Failure: Error {}
    let names = Lock(["a"])
    #expect(names.withLock { $0.count } == 1)
    #expect(throws: Failure.self) {
      try names.withLock { (names: inout [String]) throws(Failure) in
        names.append("b")
        throw Failure()
      }
    }
    // What the body wrote before throwing stays written.
    #expect(names.withLock { $0 } == ["a", "b"])
  }

  @Test func ifAvailableRunsWhenFreeAndSkipsWhenHeld() {
    let lock = Lock(0)
    #expect(
      lock.withLockIfAvailable {
        $0 += 1
        return $0
      } == 1)
    let nested = lock.withLock { _ in lock.withLockIfAvailable { _ in true } }
    #expect(nested == nil)
  }

  @Test func holdsNoncopyableValues() {
    struct Token: ~Copyable { var uses = 0 }
    let token = Lock(Token())
    token.withLock { $0.uses += 1 }
    #expect(token.withLock { $0.uses } == 1)
  }
}
