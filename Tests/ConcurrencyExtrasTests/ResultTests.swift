import ConcurrencyExtras
import Testing

@Suite struct ResultTests {
  struct Failure: Error, Equatable { var code: Int }

  func fetch(_ value: Int) async throws -> Int {
    await Task.yield()
    guard value >= 0 else { throw Failure(code: value) }
    return value * 2
  }

  @Test func keepsTheValueOfAnAsyncClosure() async throws {
    let result = await Result { try await fetch(21) }
    #expect(try result.get() == 42)
  }

  @Test func keepsTheErrorOfAnAsyncClosure() async {
    let result = await Result { try await fetch(-1) }
    #expect(throws: Failure(code: -1)) { try result.get() }
  }

  @Test func keepsATypedError() async {
    let result = await Result<Int, Failure> { () async throws(Failure) -> Int in
      throw Failure(code: 3)
    }
    #expect(result == .failure(Failure(code: 3)))
  }
}
