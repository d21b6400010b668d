import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct IfCaseLetReducerTests {
  typealias Child = IfLetReducerTests.Child

  struct Parent: Reducer {
    @CasePathable
    enum State: Equatable {
      case loggedIn(Child.State)
      case loggedOut
    }
    @CasePathable
    enum Action: Equatable {
      case loggedIn(Child.Action)
      case logOut
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .logOut = action { state = .loggedOut }
        return .none
      }
      .ifCaseLet(\.loggedIn, action: \.loggedIn) {
        Child()
      }
    }
  }

  @Test func runsTheChildWhileInTheCase() {
    var state = Parent.State.loggedIn(Child.State())
    _ = Parent().reduce(into: &state, action: .loggedIn(.increment))
    #expect(state == .loggedIn(Child.State(count: 1)))
  }

  @Test func leavingTheCaseCancelsTheChildsEffects() async {
    var state = Parent.State.loggedIn(Child.State())
    let recorder = EffectRecorder<Parent.Action>()
    let tasks = recorder.start(Parent().reduce(into: &state, action: .loggedIn(.start)))
    #expect(recorder.runtime.inFlightCount == 1)
    _ = recorder.start(Parent().reduce(into: &state, action: .logOut))
    for task in tasks { await task.value }
    #expect(recorder.runtime.inFlightCount == 0)
  }

  @Test func anActionForAnotherCaseIsReported() {
    var state = Parent.State.loggedOut
    withKnownIssue {
      _ = Parent().reduce(into: &state, action: .loggedIn(.increment))
    } matching: { issue in
      let text = issue.reportedText
      let firstLine = text.prefix { $0 != "\n" }
      return firstLine.hasPrefix("An \"ifCaseLet\" at \"ComposableArchitectureTests/")
        && firstLine.hasSuffix(
          "\" received a child action when child state was set to a different case."
        )
        && text.contains("State.loggedOut")
    }
    #expect(state == .loggedOut)
  }
}
