import Sharing
import Synchronization
import Testing

@Suite struct LoadContinuationTests {
  @Test func resumesOnceWithTheValue() {
    let received = Mutex<[Int?]>([])
    let continuation = LoadContinuation<Int> { result in
      received.withLock { $0.append(try? result.get()) }
    }
    continuation.resume(returning: 3)
    #expect(received.withLock { $0 } == [3])
  }

  @Test func resumingTwiceIsAnIssue() {
    let continuation = LoadContinuation<Int>("counter") { _ in }
    continuation.resume(returning: 1)
    withKnownIssue {
      continuation.resume(returning: 2)
    } matching: { issue in
      issue.description.contains("'counter' tried to resume its continuation more than once.")
    }
  }

  @Test func neverResumingIsAnIssueAndResumesWithTheInitialValue() {
    let received = Mutex<[Int?]>([])
    withKnownIssue {
      _ = LoadContinuation<Int>("counter") { result in
        received.withLock { $0.append(try? result.get()) }
      }
    } matching: { issue in
      issue.description.contains("'counter' leaked its continuation")
    }
    #expect(received.withLock { $0 } == [nil])
  }
}
