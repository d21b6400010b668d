import CasePaths
import Testing

@Suite struct OptionalCasePathableTests {
  @Test func someAndNone() {
    let value: Int? = 1
    #expect(value[case: \.some] == 1)
    #expect(value.is(\.some))
    #expect(!value.is(\.none))
    #expect(Optional<Int>.none.is(\.none))
    #expect((\Int?.Cases.some)(2) == 2)
    #expect((\Int?.Cases.none)() == nil)
  }

  @Test func chainsIntoTheWrappedEnumsCases() {
    let action: Action? = .setCount(4)
    #expect(action[case: \.setCount] == 4)
    #expect(Action?.none[case: \.setCount] == nil)
    #expect(action.is(\.setCount))
    #expect(!action.is(\.increment))
  }

  @Test func caseWithAnOptionalPayloadUnwraps() {
    let path: CaseKeyPath<Action, ChildAction> = \.optionalChild
    #expect(Action.optionalChild(.tapped)[case: path] == .tapped)
    #expect(Action.optionalChild(nil)[case: path] == nil)
    #expect(path(.tapped) == .optionalChild(.tapped))
  }

  @Test func caseNames() {
    #expect(Int?.caseName(for: \.some) == "some")
    #expect(Int?.caseName(for: \.none) == "none")
  }

  @Test func allCasePathsNamesTheCaseOfAValue() {
    #expect(Optional.allCasePaths[Int?.some(1)] == \.some)
    #expect(Optional.allCasePaths[Int?.none] == \.none)
    #expect(Int?.none.case == \Int?.Cases.none)
  }

  @Test func allCasePathsListsNoneThenSome() {
    #expect(Array(Optional<Int>.allCasePaths) == [\.none, \.some])
  }
}
