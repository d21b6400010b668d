import CasePaths
import Testing

@Suite struct CasePathableDynamicMemberTests {
  @Test func eachCaseIsAnOptionalMember() {
    let action = Action.setCount(3)
    #expect(action.setCount == 3)
    #expect(action.child == nil)
    #expect(Action.child(.tapped).child == .tapped)
    #expect(Action.increment.increment != nil)
  }

  @Test func membersChainThroughOptionals() {
    var parent = Parent(destination: .detail(Detail(title: "A")))
    #expect(parent.destination?.detail?.title == "A")
    #expect(parent.destination?.settings == nil)
    parent.destination = nil
    #expect(parent.destination?.detail == nil)
  }

  @Test func keyPathThroughAnOptionalCaseReads() {
    let keyPath = \Parent.destination?.detail
    #expect(
      Parent(destination: .detail(Detail(title: "B")))[keyPath: keyPath] == Detail(title: "B"))
    #expect(Parent(destination: .settings(Settings()))[keyPath: keyPath] == nil)
    #expect(Parent()[keyPath: keyPath] == nil)
  }
}
