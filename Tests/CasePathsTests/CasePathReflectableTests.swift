import CasePaths
import Testing

@Suite struct CasePathReflectableTests {
  @Test func allCasePathsNamesTheCaseOfAValueWhateverItsPayload() {
    #expect(Action.allCasePaths[.increment] == \.increment)
    #expect(Action.allCasePaths[.setCount(1)] == \.setCount)
    #expect(Action.allCasePaths[.setCount(2)] == \.setCount)
    #expect(Action.allCasePaths[.moved(from: 1, to: 2)] == \.moved)
    #expect(Action.allCasePaths[.child(.tapped)] == \.child)
    #expect(Action.allCasePaths[.child(.tapped)] != \.child.tapped)
    #expect(Action.allCasePaths[.optionalChild(nil)] == \.optionalChild)
  }

  @Test func caseIsTheValuesCaseKeyPath() {
    #expect(Action.setCount(3).case == \.setCount)
    #expect(Action.setCount(3).case != \.increment)
  }

  @Test func valuesCanBeKeyedByCase() {
    let actions: [Action] = [.setCount(1), .increment, .setCount(2)]
    let latest = Dictionary(actions.map { ($0.case, $0) }, uniquingKeysWith: { $1 })
    #expect(latest.count == 2)
    #expect(latest[\.setCount] == .setCount(2))
  }

  @Test func reflectsEnumsWithGenericAndConditionalCases() {
    #expect(Loadable<Int>.allCasePaths[.loaded(1)] == \.loaded)
    #expect(Platform.allCasePaths[.common] == \.common)
    #if os(Linux)
      #expect(Platform.allCasePaths[.linux("x")] == \.linux)
    #endif
    #expect(Keyword.allCasePaths[.default] == \.default)
    let selfCase: CaseKeyPath<Keyword, Int> = \.`self`
    #expect(Keyword.allCasePaths[.`self`(1)] == selfCase)
    #expect(Keyword.allCasePaths[.`self`(1)] != \Keyword.Cases.self)
  }

  @Test func aGenericFunctionCanAskForReflection() {
    func caseKeyPath<Root: CasePathable>(of root: Root) -> PartialCaseKeyPath<Root>
    where Root.AllCasePaths: CasePathReflectable<Root> {
      Root.allCasePaths[root]
    }
    #expect(caseKeyPath(of: ChildAction.renamed("x")) == \.renamed)
    #expect(caseKeyPath(of: Int?.some(1)) == \.some)
  }
}
