import ConcurrencyExtras
import Testing

@Suite struct ActorIsolatedTests {
  @Test func concurrentIncrementsAllLand() async {
    let count = ActorIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1_000 {
        group.addTask { await count.withValue { $0 += 1 } }
      }
    }
    #expect(await count.value == 1_000)
  }

  @Test func setValueReplaces() async {
    let flag = ActorIsolated(false)
    await flag.setValue(true)
    #expect(await flag.value)
    let doubled = await flag.withValue { $0 ? 2 : 0 }
    #expect(doubled == 2)
  }
}
