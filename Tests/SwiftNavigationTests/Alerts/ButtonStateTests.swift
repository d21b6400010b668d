import IssueReporting
import Testing

@testable import SwiftNavigation

@MainActor
@Suite struct ButtonStateTests {
  enum Action: Equatable, Sendable {
    case delete
    case keep
  }

  @Test func anAnimatedButtonSendsItsAction() {
    let button = ButtonState(role: .destructive, action: .send(Action.delete, animation: .default))
    {
      TextState("Delete")
    }
    var sent: Action?
    button.withAction { sent = $0 }
    #expect(sent == .delete)
    #expect(button.action.action == .delete)
  }

  @Test func theAnimationIsPartOfTheButtonsEquality() {
    let animated = ButtonState(action: .send(Action.delete, animation: .easeOut)) {
      TextState("Delete")
    }
    let plain = ButtonState(action: .send(Action.delete)) { TextState("Delete") }
    let same = ButtonState(action: .send(Action.delete, animation: .easeOut)) {
      TextState("Delete")
    }
    #expect(animated == same)
    #expect(animated != plain)
  }

  @Test func mappingKeepsTheAnimation() {
    let action = ButtonStateAction.send(Action.keep, animation: .smooth)
    let mapped = action.map { $0.map { "\($0)" } }
    #expect(mapped == .send("keep", animation: .smooth))
  }

  @Test func anAnimatedActionPerformedAsynchronouslyIsReported() async {
    let button = ButtonState(action: .send(Action.delete, animation: .default)) {
      TextState("Delete")
    }
    var sent: Action?
    await withExpectedIssue {
      await button.withAction { @MainActor action async in sent = action }
    }
    #expect(sent == .delete)
  }
}
