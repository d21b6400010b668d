import Testing

@testable import ComposableArchitecture

@Suite struct OnChangeTests {
  struct State: Equatable {
    var query = ""
    var log: [String] = []
  }
  enum Action: Equatable {
    case type(String)
    case noop
  }

  static var feature: some Reducer<State, Action> {
    Reduce<State, Action> { state, action in
      if case let .type(text) = action { state.query = text }
      return .none
    }
    .onChange(of: \.query) { oldValue, newValue in
      Reduce { state, _ in
        state.log.append("\(oldValue) -> \(newValue)")
        return .none
      }
    }
  }

  @Test func runsWhenTheValueChanges() {
    var state = State()
    _ = Self.feature.reduce(into: &state, action: .type("a"))
    _ = Self.feature.reduce(into: &state, action: .type("ab"))
    #expect(state.log == [" -> a", "a -> ab"])
  }

  @Test func staysQuietWhenTheValueIsTheSame() {
    var state = State(query: "a")
    _ = Self.feature.reduce(into: &state, action: .type("a"))
    _ = Self.feature.reduce(into: &state, action: .noop)
    #expect(state.log.isEmpty)
  }

  @Test func thePerformFormGetsTheOldValueAndTheState() {
    let feature = Reduce<State, Action> { state, action in
      if case let .type(text) = action { state.query = text }
      return .none
    }
    .onChange(of: \.query) { oldValue, state in
      state.log.append("was \(oldValue)")
      return .none
    }
    var state = State()
    _ = feature.reduce(into: &state, action: .type("a"))
    _ = feature.reduce(into: &state, action: .type("a"))
    #expect(state.log == ["was "])
  }
}
