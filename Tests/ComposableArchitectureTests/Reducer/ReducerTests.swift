import Testing

@testable import ComposableArchitecture

@Suite struct ReducerTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Doubled: Reducer {
    typealias State = Counter.State
    typealias Action = Counter.Action
    var body: some ReducerOf<Self> {
      Counter()
      Counter()
    }
  }

  struct Neither: Reducer {
    typealias State = Counter.State
    typealias Action = Counter.Action
  }

  @Test func aReducerThatImplementsReduceRunsIt() {
    var state = Counter.State()
    _ = Counter().reduce(into: &state, action: .increment)
    #expect(state.count == 1)
  }

  @Test func aReducerThatImplementsBodyRunsItsBody() {
    var state = Counter.State()
    _ = Doubled().reduce(into: &state, action: .increment)
    #expect(state.count == 2)
  }

  @Test func aReducerWithNeitherWarnsNamingTheTypeAndTheFixInsteadOfOverflowing() {
    var state = Counter.State()
    withKnownIssue {
      let effect = Neither().reduce(into: &state, action: .increment)
      guard case .none = effect.operation else {
        Issue.record("expected no effect")
        return
      }
    } matching: { issue in
      let text = issue.reportedText
      return text.contains("\"Neither\" conforms to \"Reducer\"")
        && text.contains("neither \"body\" nor \"reduce(into:action:)\"")
        && text.contains("increment")
        && text.contains("var body: some ReducerOf<Self>")
    }
    #expect(state.count == 0)
  }

  @Test func aGenericFunctionCanDemandAnExactDomain() {
    // Seed 004: primary associated types let a function require the domain it needs.
    func instrumented<R: Reducer<Counter.State, Counter.Action>>(
      _ reducer: R, log: @escaping (Counter.Action) -> Void
    ) -> some ReducerOf<Counter> {
      Reduce { state, action in
        log(action)
        return reducer.reduce(into: &state, action: action)
      }
    }
    var logged: [Counter.Action] = []
    var state = Counter.State()
    _ = instrumented(Counter()) { logged.append($0) }.reduce(into: &state, action: .increment)
    #expect(state.count == 1)
    #expect(logged.count == 1)
  }
}
