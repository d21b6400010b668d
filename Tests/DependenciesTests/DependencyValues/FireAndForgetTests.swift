import Dependencies
import Testing

@Suite struct FireAndForgetTests {
  @Test func inTestsTheWorkIsDoneWhenTheCallReturns() async {
    let done = LockIsolated(false)
    @Dependency(\.fireAndForget) var fireAndForget
    await fireAndForget {
      try await Task.sleep(for: .milliseconds(20))
      done.setValue(true)
    }
    #expect(done.value)
  }

  @Test func inTestsAnErrorIsReported() async {
    struct Failure: Error {}
    @Dependency(\.fireAndForget) var fireAndForget
    await withKnownIssue {
      await fireAndForget(name: "failing", priority: .low) {
        throw Failure()
      }
    }
  }

  @Test func liveTheCallReturnsBeforeTheWorkIsDone() async {
    let started = AsyncStream<Void>.makeStream()
    let finish = AsyncStream<Void>.makeStream()
    let done = LockIsolated(false)
    await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget {
        started.continuation.finish()
        for await _ in finish.stream {}
        done.setValue(true)
      }
    }
    // The call came back while the work still waits to be let finish.
    for await _ in started.stream {}
    #expect(!done.value)
    finish.continuation.finish()
  }
}
