import CasePaths
import Testing

@Suite struct CasePathIterableTests {
  @Test func allCasePathsListsEveryCaseInDeclarationOrder() {
    #expect(
      Array(Action.allCasePaths) == [
        \.increment, \.setCount, \.moved, \.child, \.optionalChild,
      ]
    )
  }

  @Test func conditionalCasesAreListedOnlyWhenCompiled() {
    #if os(Linux)
      #expect(Array(Platform.allCasePaths) == [\.common, \.linux])
    #else
      #expect(Array(Platform.allCasePaths) == [\.common, \.other])
    #endif
  }

  @Test func eachListedCasePathEmbedsItsOwnCase() {
    let embedded = ChildAction.allCasePaths.compactMap { path -> ChildAction? in
      path("Blob")
    }
    #expect(embedded == [.renamed("Blob")])
  }

  @Test func aGenericFunctionCanIterate() {
    func caseCount<Root: CasePathIterable>(_: Root.Type) -> Int {
      Root.allCasePaths.reduce(0) { count, _ in count + 1 }
    }
    #expect(caseCount(Action.self) == 5)
    #expect(caseCount(Bool?.self) == 2)
    #expect(caseCount(Never.self) == 0)
  }
}
