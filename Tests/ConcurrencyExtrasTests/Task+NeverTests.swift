import ConcurrencyExtras
import Testing

@Suite struct TaskNeverTests {
  @MainActor
  @Test func neverThrowsCancellationOnlyWhenCancelled() async {
    await withMainSerialExecutor {
      let task = Task { try await Task.never() }
      await Task.megaYield()
      task.cancel()
      await #expect(throws: CancellationError.self) { try await task.value }
    }
  }

  @MainActor
  @Test func cancellableValueForwardsCancellation() async {
    await withMainSerialExecutor {
      let inner = Task<Int, any Error> { try await Task.never() }
      let outer = Task { try await inner.cancellableValue }
      await Task.megaYield()
      outer.cancel()
      await #expect(throws: CancellationError.self) { try await inner.value }
      await #expect(throws: CancellationError.self) { try await outer.value }
    }
  }
}
