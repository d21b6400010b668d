import Testing

@testable import ComposableArchitecture

@Suite struct IdentifiedActionTests {
  @CasePathable
  enum Row: Equatable {
    case renamed(String)
    case toggled
  }

  @CasePathable
  enum Action: Equatable {
    case rows(IdentifiedAction<Int, Row>)
  }

  @Test func anIDSubscriptReachesOneElementsActions() {
    let action = Action.rows(.element(id: 2, action: .renamed("Blob")))
    #expect(action[case: \.rows[id: 2]] == .renamed("Blob"))
    #expect(action[case: \.rows[id: 1]] == nil)
    #expect(action[case: \.rows[id: 2].renamed] == "Blob")
    #expect(action.is(\.rows[id: 2].renamed))
    #expect(!action.is(\.rows[id: 2].toggled))
  }

  @Test func anIDSubscriptEmbedsWithItsID() {
    let action: Action = (\Action.Cases.rows[id: 5].toggled)()
    #expect(action == .rows(.element(id: 5, action: .toggled)))
  }

  @Test func theElementCaseHoldsTheIDAndTheAction() {
    let action = Action.rows(.element(id: 3, action: .toggled))
    let element = action[case: \.rows.element]
    #expect(element?.id == 3)
    #expect(element?.action == .toggled)
  }
}
