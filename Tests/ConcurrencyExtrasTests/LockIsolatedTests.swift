import ConcurrencyExtras
import Testing

@Suite struct LockIsolatedTests {
  @Test func concurrentIncrementsAllLand() async {
    let count = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1_000 {
        group.addTask { count.withValue { $0 += 1 } }
      }
    }
    #expect(count.value == 1_000)
  }

  @Test func withValueReturnsTheOperationsResult() {
    let names = LockIsolated(["a"])
    let size = names.withValue { names -> Int in
      names.append("b")
      return names.count
    }
    #expect(size == 2)
    #expect(names.value == ["a", "b"])
  }

  @Test func setValueReplacesAndDynamicMemberReads() {
    let names = LockIsolated(["a", "b"])
    #expect(names.count == 2)
    names.setValue(["c"])
    #expect(names.value == ["c"])
    #expect(names.first == "c")
  }

  @Test func errorsPropagateAndLeaveTheValueUsable() {
    struct Failure: Error {}
    let count = LockIsolated(1)
    #expect(throws: Failure.self) {
      try count.withValue { _ in throw Failure() }
    }
    count.withValue { $0 += 1 }
    #expect(count.value == 2)
  }
}
