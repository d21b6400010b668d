import CasePaths
import Testing

@Suite struct CasePathableAccessTests {
  @Test func subscriptCaseExtracts() {
    #expect(Action.setCount(3)[case: \.setCount] == 3)
    #expect(Action.increment[case: \.setCount] == nil)
    #expect(Action.child(.renamed("a"))[case: \.child.renamed] == "a")
  }

  @Test func partialSubscriptCaseExtractsAsAny() {
    let path: PartialCaseKeyPath<Action> = \.setCount
    #expect(Action.setCount(3)[case: path] as? Int == 3)
    #expect(Action.increment[case: path] == nil)
  }

  @Test func subscriptCaseSetWritesWhenTheCaseMatches() {
    var action = Action.setCount(1)
    action[case: \.setCount] = 2
    #expect(action == .setCount(2))

    var nested = Action.child(.renamed("a"))
    nested[case: \.child.renamed] = "b"
    #expect(nested == .child(.renamed("b")))
  }

  @Test func subscriptCaseSetIgnoresAnotherCase() {
    var action = Action.increment
    action[case: \.setCount] = 2
    #expect(action == .increment)

    var nested = Action.child(.tapped)
    nested[case: \.child.renamed] = "b"
    #expect(nested == .child(.tapped))
  }

  @Test func subscriptCaseSetOfNilChangesNothing() {
    var action = Action.setCount(1)
    action[case: \.setCount] = nil
    #expect(action == .setCount(1))
  }

  @Test func subscriptCaseMutatesThroughOptionalChaining() {
    var action = Action.child(.renamed("a"))
    action[case: \.child.renamed]?.append("b")
    #expect(action == .child(.renamed("ab")))
  }

  @Test func isChecksTheCase() {
    #expect(Action.child(.tapped).is(\.child))
    #expect(Action.child(.tapped).is(\.child.tapped))
    #expect(!Action.child(.tapped).is(\.child.renamed))
    #expect(!Action.increment.is(\.child))
    #expect(Action.increment.is(\.increment))
  }

  @Test func modifyMutatesTheAssociatedValue() {
    var action = Action.setCount(1)
    action.modify(\.setCount) { $0 += 41 }
    #expect(action == .setCount(42))

    var nested = Action.child(.renamed("a"))
    nested.modify(\.child.renamed) { $0.append("b") }
    #expect(nested == .child(.renamed("ab")))
  }

  @Test func modifyOnAnotherCaseReportsAnIssueAndLeavesTheValue() {
    var action = Action.increment
    withKnownIssue {
      action.modify(\.setCount) { $0 += 1 }
    } matching: { issue in
      issue.reportedText.contains("Can't modify 'increment' via '\\Action.Cases.setCount'")
    }
    #expect(action == .increment)
  }

  @Test func modifyThroughANestedPathNamesItsType() {
    var action = Action.child(.tapped)
    withKnownIssue {
      action.modify(\.child.renamed) { $0 = "x" }
    } matching: { issue in
      issue.reportedText.contains("Can't modify 'child(")
        && issue.reportedText.contains("CaseKeyPath<Action, String>")
    }
    #expect(action == .child(.tapped))
  }
}
