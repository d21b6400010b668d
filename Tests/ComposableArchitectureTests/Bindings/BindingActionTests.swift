import Testing

@testable import ComposableArchitecture

@Suite struct BindingActionTests {
  @ObservableState
  struct Form: Equatable {
    var title = ""
    var isOn = false
  }

  @CasePathable
  enum Action {
    case binding(BindingAction<Form>)
  }

  @Test func aFieldsCaseKeyPathEmbedsASetOfThatField() {
    let action: Action = (\Action.Cases.binding.title)("Standup")
    var form = Form()
    action[case: \.binding]?.set(&form)
    #expect(form.title == "Standup")
    #expect(action[case: \.binding] == .set(\.title, "Standup"))
  }

  @Test func aFieldsCaseKeyPathExtractsOnlyThatFieldsValue() {
    let action = Action.binding(.set(\.isOn, true))
    #expect(action[case: \.binding.isOn] == true)
    #expect(action[case: \.binding.title] == nil)
    #expect(action.is(\.binding.isOn))
    #expect(!action.is(\.binding.title))
  }
}
