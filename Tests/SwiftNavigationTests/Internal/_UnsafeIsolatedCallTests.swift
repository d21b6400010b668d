import Synchronization
import Testing

@testable import SwiftNavigation

/// The invariants `_UnsafeIsolatedCall` rests on: the reinterpreted closure is the same closure,
/// captures and all, and the original still carries its isolation.
@Suite struct UnsafeIsolatedCallTests {
  @MainActor
  @Test func theResultRunsTheClosureWithItsCaptures() {
    var runs = 0
    let calls = Mutex<[String]>([])
    let closure: @isolated(any) @Sendable () -> Void = { @MainActor in
      runs += 1
      calls.withLock { $0.append("ran \(runs)") }
    }
    let call = _UnsafeIsolatedCall.synchronous(closure)
    call()
    call()
    #expect(runs == 2)
    #expect(calls.withLock { $0 } == ["ran 1", "ran 2"])
    #expect(closure.isolation === MainActor.shared)
  }

  @Test func anArgumentReachesTheClosure() {
    let received = Mutex<[Int]>([])
    let closure: @isolated(any) @Sendable (Int) -> Void = { value in
      received.withLock { $0.append(value) }
    }
    let call = _UnsafeIsolatedCall.synchronous(closure)
    call(7)
    call(8)
    #expect(received.withLock { $0 } == [7, 8])
    #expect(closure.isolation == nil)
  }
}
