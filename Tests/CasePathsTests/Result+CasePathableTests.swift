import CasePaths
import Testing

@Suite struct ResultCasePathableTests {
  struct Failure: Error, Equatable {}

  @Test func successAndFailure() {
    let success = Result<Int, Failure>.success(1)
    let failure = Result<Int, Failure>.failure(Failure())
    #expect(success[case: \.success] == 1)
    #expect(success[case: \.failure] == nil)
    #expect(failure[case: \.failure] == Failure())
    #expect(failure.is(\.failure))
    #expect((\Result<Int, Failure>.Cases.success)(2) == .success(2))
  }

  @Test func setOnlyWritesTheMatchingCase() {
    var result = Result<Int, Failure>.success(1)
    result[case: \.success] = 5
    #expect(result == .success(5))
    result[case: \.failure] = Failure()
    #expect(result == .success(5))
  }

  @Test func caseNames() {
    #expect(Result<Int, Failure>.caseName(for: \.success) == "success")
    #expect(Result<Int, Failure>.caseName(for: \.failure) == "failure")
  }

  @Test func allCasePathsNamesTheCaseOfAValue() {
    #expect(Result.allCasePaths[Result<Int, Failure>.success(1)] == \.success)
    #expect(Result.allCasePaths[Result<Int, Failure>.failure(Failure())] == \.failure)
    #expect(Result<Int, Failure>.failure(Failure()).case != \.success)
  }

  @Test func allCasePathsListsSuccessThenFailure() {
    #expect(Array(Result<Int, Failure>.allCasePaths) == [\.success, \.failure])
  }
}
