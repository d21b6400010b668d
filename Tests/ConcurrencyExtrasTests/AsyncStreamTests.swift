import ConcurrencyExtras
import Testing

@Suite struct AsyncStreamTests {
  @Test func wrapsASequenceLazilyAndEndsWithIt() async {
    let source = AsyncStream<Int> { continuation in
      for value in 1...3 { continuation.yield(value) }
      continuation.finish()
    }
    var collected: [Int] = []
    for await value in AsyncStream(source.map { $0 * 10 }) { collected.append(value) }
    #expect(collected == [10, 20, 30])
  }

  @Test func finishedEndsAtOnce() async {
    var count = 0
    for await _ in AsyncStream<Int>.finished { count += 1 }
    #expect(count == 0)
  }

  @MainActor
  @Test func neverEndsOnlyOnCancellation() async {
    await withMainSerialExecutor {
      let ended = LockIsolated(false)
      let task = Task {
        for await _ in AsyncStream<Int>.never {}
        ended.setValue(true)
      }
      await Task.megaYield()
      #expect(!ended.value)
      task.cancel()
      await task.value
      #expect(ended.value)
    }
  }
}
