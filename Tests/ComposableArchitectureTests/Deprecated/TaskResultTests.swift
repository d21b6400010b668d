import Testing

@testable import ComposableArchitecture

@Suite struct TaskResultTests {
  struct Failure: Error, Equatable { var code: Int }
  struct Opaque: Error {}

  @Test func catchingKeepsTheValueOrTheError() async throws {
    let success = await TaskResult { 42 }
    #expect(try success.value == 42)
    let failure = await TaskResult<Int> { throw Failure(code: 1) }
    #expect(throws: Failure(code: 1)) { try failure.value }
  }

  @Test func failuresAreEqualWhenTheirErrorsAre() {
    #expect(TaskResult<Int>.failure(Failure(code: 1)) == .failure(Failure(code: 1)))
    #expect(TaskResult<Int>.failure(Failure(code: 1)) != .failure(Failure(code: 2)))
    #expect(TaskResult<Int>.success(1) != .failure(Failure(code: 1)))
  }

  @Test func errorsThatCannotBeComparedAreReported() {
    withKnownIssue {
      #expect(TaskResult<Int>.failure(Opaque()) != .failure(Opaque()))
    } matching: { issue in
      issue.description.contains("\"Opaque\" is not equatable")
    }
  }

  @Test func mapAndCasePaths() {
    let result = TaskResult<Int>.success(2).map { $0 * 10 }
    #expect(result[case: \.success] == 20)
    #expect(result[case: \.failure] == nil)
    let asResult = Result<Int, any Error>(result)
    #expect((try? asResult.get()) == 20)
  }
}
