import CasePaths
import Testing

@Suite struct NeverCasePathableTests {
  @Test func neverExtractsNothing() {
    let path: CaseKeyPath<Action, Never> = \.never
    #expect(Action.increment[case: path] == nil)
    #expect(!Action.setCount(1).is(\.never))
  }

  @Test func neverChainsAfterACase() {
    let path: CaseKeyPath<Action, Never> = \.child.never
    #expect(Action.child(.tapped)[case: path] == nil)
  }

  @Test func neverHasNoCasePathsToList() {
    #expect(Array(Never.allCasePaths).isEmpty)
  }
}
