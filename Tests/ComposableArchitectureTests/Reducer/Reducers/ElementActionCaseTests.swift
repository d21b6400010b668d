import Testing

@testable import ComposableArchitecture

/// Identified and stack actions get their `element` case paths from one place: an element's
/// action goes in and out by id, and a path to one id ignores other ids and other cases.
@Suite struct ElementActionCaseTests {
  @Test func identifiedActionGoesInAndOutByID() {
    typealias Action = IdentifiedAction<Int, String>
    let action = Action.element(id: 1, action: "tap")
    #expect(Action.elementCasePath.extract(from: action)?.id == 1)
    #expect(Action.elementCasePath.extract(from: action)?.action == "tap")
    #expect(Action.elementCasePath.embed((id: 2, action: "x")) == .element(id: 2, action: "x"))
    #expect(Action.elementCasePath(id: 1).extract(from: action) == "tap")
    #expect(Action.elementCasePath(id: 2).extract(from: action) == nil)
    #expect(Action.elementCasePath(id: 3).embed("y") == .element(id: 3, action: "y"))
  }

  @Test func stackActionPathsIgnoreOtherCases() {
    typealias Action = StackAction<Int, String>
    let element = Action.element(id: 0, action: "tap")
    #expect(Action.elementCasePath(id: 0).extract(from: element) == "tap")
    #expect(Action.elementCasePath(id: 1).extract(from: element) == nil)
    #expect(Action.elementCasePath.extract(from: .popFrom(id: 0)) == nil)
    #expect(Action.elementCasePath(id: 0).extract(from: .push(id: 0, state: 1)) == nil)
    #expect(Action.elementCasePath(id: 4).embed("y") == .element(id: 4, action: "y"))
  }
}
