import ConcurrencyExtras
import Testing

@Suite struct TaskMegaYieldTests {
  @MainActor
  @Test func startedWorkRunsBeforeMegaYieldReturnsUnderTheSerialExecutor() async {
    await withMainSerialExecutor {
      let steps = LockIsolated<[String]>([])
      Task.detached {
        steps.withValue { $0.append("started") }
        await Task.yield()
        steps.withValue { $0.append("resumed") }
      }
      #expect(steps.value.isEmpty)
      await Task.megaYield(count: 2)
      #expect(steps.value == ["started", "resumed"])
    }
  }

  @Test func zeroCountReturnsWithoutWaiting() async {
    await Task.megaYield(count: 0)
    #expect(_defaultMegaYieldCount >= 0 && _defaultMegaYieldCount <= 10_000)
  }
}
