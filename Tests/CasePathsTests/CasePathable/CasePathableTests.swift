import CasePaths
import Testing

@Suite struct CasePathableTests {
  @Test func caseNameNamesDirectCaseKeyPaths() {
    #expect(Action.caseName(for: \.increment) == "increment")
    #expect(Action.caseName(for: \.moved) == "moved")
    #expect(Action.caseName(for: \.child) == "child")
  }

  @Test func caseNameIsNilForNestedPaths() {
    #expect(Action.caseName(for: \.child.tapped) == nil)
    #expect(Action.caseName(for: \.self) == nil)
  }

  @Test func casesNamespaceSpellsCaseKeyPathsOut() {
    let path: CaseKeyPath<Action, Int> = \Action.Cases.setCount
    #expect(path == \.setCount)
  }

  @Test func allCasePathsHoldsOneCasePathPerCase() {
    #expect(Action.allCasePaths.setCount.extract(from: .setCount(1)) == 1)
    #expect(Action.allCasePaths.increment.extract(from: .increment) != nil)
  }

  @Test func handWrittenConformanceDefaultsToNoCaseName() {
    #expect(Hand.caseName(for: \.self) == nil)
  }
}

/// A conformance written by hand, without the macro.
private enum Hand: CasePathable {
  case only

  struct AllCasePaths {}
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
