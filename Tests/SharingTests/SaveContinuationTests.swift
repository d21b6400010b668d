import Sharing
import Synchronization
import Testing

@Suite struct SaveContinuationTests {
  @Test func resumesOnceWithTheOutcome() {
    struct Failure: Error {}
    let failed = Mutex(false)
    let continuation = SaveContinuation { result in
      if case .failure = result { failed.withLock { $0 = true } }
    }
    continuation.resume(throwing: Failure())
    #expect(failed.withLock { $0 })
  }
}
