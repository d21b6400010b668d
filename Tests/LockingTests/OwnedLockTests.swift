import Foundation
import Locking
import Synchronization
import Testing

@Suite struct OwnedLockTests {
  @Test func theHoldingThreadKnowsItHoldsTheLock() {
    let lock = OwnedLock(0)
    let before = lock.isHeldByCurrentThread
    let inside = lock.withLock { _ in lock.isHeldByCurrentThread }
    let after = lock.isHeldByCurrentThread
    #expect(!before)
    #expect(inside)
    #expect(!after)
  }

  @Test func anotherThreadDoesNotHoldTheLockWhileThisOneDoes() {
    let lock = OwnedLock(0)
    let answer = Mutex<Bool?>(nil)
    let done = DispatchSemaphore(value: 0)
    lock.withLock { _ in
      let other = Thread {
        let held = lock.isHeldByCurrentThread
        answer.withLock { $0 = held }
        done.signal()
      }
      other.start()
      done.wait()
    }
    #expect(answer.withLock { $0 } == false)
  }

  @Test func aThrowReleasesTheLockAndForgetsItsHolder() {
    struct Failure: Error {}
    let lock = OwnedLock(0)
    #expect(throws: Failure.self) {
      try lock.withLock { (value: inout Int) throws(Failure) in
        value = 1
        throw Failure()
      }
    }
    let held = lock.isHeldByCurrentThread
    #expect(!held)
    #expect(lock.withLock { $0 } == 1)
  }

  @Test func concurrentIncrementsLoseNone() {
    let lock = OwnedLock(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 { lock.withLock { $0 += 1 } }
    }
    #expect(lock.withLock { $0 } == 80_000)
  }

  @Test func threadsHaveDistinctIdentities() {
    let mine = CurrentThread.id
    let theirs = Mutex<UInt>(0)
    let done = DispatchSemaphore(value: 0)
    let other = Thread {
      let id = CurrentThread.id
      theirs.withLock { $0 = id }
      done.signal()
    }
    other.start()
    done.wait()
    #expect(mine != 0)
    #expect(mine == CurrentThread.id)
    #expect(theirs.withLock { $0 } != mine)
  }
}
