import CasePaths
import Testing

@Suite struct SendableKeyPathTests {
  @Test func unsafeSendableKeepsTheKeyPath() {
    let path: CaseKeyPath<Action, Int> = \.setCount
    let sendable: _SendableKeyPath<Case<Action>, Case<Int>> = path.unsafeSendable()
    #expect(sendable == path)
    #expect(Action.setCount(4)[case: sendable] == 4)
  }

  @Test func aSendableCaseKeyPathCanCrossIntoATask() async {
    let path: CaseKeyPath<Action, Int> = \.setCount
    let sendable = path.unsafeSendable()
    let extracted = await Task.detached { Action.setCount(9)[case: sendable] }.value
    #expect(extracted == 9)
  }
}
