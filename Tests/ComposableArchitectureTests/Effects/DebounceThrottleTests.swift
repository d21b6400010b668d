import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct DebounceThrottleTests {
  @Reducer
  struct Typing {
    struct State: Equatable {
      var searched: [String] = []
    }
    enum Action: Equatable {
      case type(String)
      case throttled(String, latest: Bool)
      case searched(String)
    }
    enum CancelID { case search, throttle }
    let clock: TestClock<Duration>
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .type(text):
          return .send(.searched(text))
            .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
        case let .throttled(text, latest):
          return .send(.searched(text))
            .throttle(id: CancelID.throttle, for: .seconds(1), clock: clock, latest: latest)
        case let .searched(text):
          state.searched.append(text)
          return .none
        }
      }
    }
  }

  @Test func debounceRunsOnlyTheLastOfABurst() async {
    let clock = TestClock()
    let store = TestStore(initialState: Typing.State()) { Typing(clock: clock) }
    await store.send(.type("a"))
    await clock.advance(by: .milliseconds(100))
    await store.send(.type("ab"))
    await clock.advance(by: .milliseconds(299))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.searched("ab")) { $0.searched = ["ab"] }
  }

  @Test func debounceWorksOnATypeErasedClock() async {
    let clock = TestClock()
    let erased: any Clock<Duration> = clock
    let store = TestStore(initialState: Typing.State()) {
      Reduce<Typing.State, Typing.Action> { state, action in
        switch action {
        case let .type(text):
          return .send(.searched(text))
            .debounce(id: Typing.CancelID.search, for: .milliseconds(300), clock: erased)
        case let .searched(text):
          state.searched.append(text)
          return .none
        case .throttled:
          return .none
        }
      }
    }
    await store.send(.type("a"))
    await store.send(.type("ab"))
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searched("ab")) { $0.searched = ["ab"] }
  }

  @Test func throttleLetsTheFirstThroughAndTheLatestAtTheEnd() async {
    let clock = TestClock()
    let store = TestStore(initialState: Typing.State()) { Typing(clock: clock) }
    await store.send(.throttled("1", latest: true))
    await store.receive(.searched("1")) { $0.searched = ["1"] }
    await store.send(.throttled("2", latest: true))
    await store.send(.throttled("3", latest: true))
    await clock.advance(by: .seconds(1))
    await store.receive(.searched("3")) { $0.searched = ["1", "3"] }
  }

  @Test func throttleWithoutLatestKeepsTheFirstHeld() async {
    let clock = TestClock()
    let store = TestStore(initialState: Typing.State()) { Typing(clock: clock) }
    await store.send(.throttled("1", latest: false))
    await store.receive(.searched("1")) { $0.searched = ["1"] }
    await store.send(.throttled("2", latest: false))
    await store.send(.throttled("3", latest: false))
    await clock.advance(by: .seconds(1))
    await store.receive(.searched("2")) { $0.searched = ["1", "2"] }
  }
}
