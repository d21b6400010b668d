import ConcurrencyExtras
import Testing

@Suite struct AsyncThrowingStreamTests {
  @Test func aThrowingStreamPassesTheErrorOn() async {
    struct Boom: Error {}
    let source = AsyncThrowingStream<Int, any Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: Boom())
    }
    var collected: [Int] = []
    await #expect(throws: Boom.self) {
      for try await value in source.eraseToThrowingStream() { collected.append(value) }
    }
    #expect(collected == [1])
  }

  @Test func anErasedStreamEndsOnTheSequencesError() async {
    let source = AsyncThrowingStream<Int, any Error>.finished(throwing: CancellationError())
    var count = 0
    for await _ in source.eraseToStream() { count += 1 }
    #expect(count == 0)
  }

  @Test func finishedEndsAtOnceWithOrWithoutAnError() async throws {
    var count = 0
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() { count += 1 }
    #expect(count == 0)
    await #expect(throws: CancellationError.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: CancellationError())
      {}
    }
  }
}
