import CasePaths
import Testing

@Suite struct CaseKeyPathTests {
  // Swift reads `\Action.Cases.setCount(3)` as a key path to a method call, so the key path
  // is parenthesized (or held in a variable) before it is called.

  @Test func callingACaseKeyPathEmbedsTheValue() {
    #expect((\Action.Cases.setCount)(3) == .setCount(3))
    #expect((\Action.Cases.moved)((from: 1, to: 2)) == .moved(from: 1, to: 2))
    let renamed = \Action.Cases.child.renamed
    #expect(renamed("a") == .child(.renamed("a")))
  }

  @Test func callingAPayloadlessCaseKeyPathBuildsTheCase() {
    #expect((\Action.Cases.increment)() == .increment)
    let tapped = \Action.Cases.child.tapped
    #expect(tapped() == .child(.tapped))
  }

  @Test func patternMatchingMatchesOnlyTheCase() {
    func describe(_ action: Action) -> String {
      switch action {
      case \.child.tapped: return "tapped"
      case \.child: return "child"
      case \.setCount: return "count"
      default: return "other"
      }
    }
    #expect(describe(.child(.tapped)) == "tapped")
    #expect(describe(.child(.renamed("x"))) == "child")
    #expect(describe(.setCount(1)) == "count")
    #expect(describe(.increment) == "other")
  }

  @Test func appendingComposesCaseKeyPaths() {
    let child: CaseKeyPath<Action, ChildAction> = \.child
    let path = child.appending(path: \.grandchild.ping)
    #expect(path == \Action.Cases.child.grandchild.ping)
    #expect(Action.child(.grandchild(.ping(4)))[case: path] == 4)
    #expect(Action.child(.tapped)[case: path] == nil)
    #expect(path(5) == .child(.grandchild(.ping(5))))
  }

  @Test func caseKeyPathsAreHashableByPath() {
    let paths: Set<PartialCaseKeyPath<Action>> = [\.child, \.child, \.setCount, \.child.tapped]
    #expect(paths.count == 3)
    #expect(\Action.Cases.child != \Action.Cases.optionalChild)
  }

  @Test func partialCaseKeyPathEmbedsAValueOfTheRightType() {
    let path: PartialCaseKeyPath<Action> = \.setCount
    let embedded: Action? = path(7)
    #expect(embedded == .setCount(7))
    let wrongType: Action? = path("seven")
    #expect(wrongType == nil)
  }

  @Test func partialCaseKeyPathToAnOptionalPayloadEmbedsOptionalsAndWrappedValues() {
    let path: PartialCaseKeyPath<Action> = \.optionalChild
    let none: Action? = path(ChildAction?.none as Any)
    #expect(none == .optionalChild(nil))
    let some: Action? = path(ChildAction?.some(.tapped) as Any)
    #expect(some == .optionalChild(.tapped))
    let wrapped: Action? = path(ChildAction.tapped)
    #expect(wrapped == .optionalChild(.tapped))
    let wrongType: Action? = path(Int?.none as Any)
    #expect(wrongType == nil)
  }
}
