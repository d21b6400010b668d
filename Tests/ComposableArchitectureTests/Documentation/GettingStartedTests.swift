import ComposableArchitecture
import Testing

// The code of the article GettingStarted.md, compiled and run: `Scripts/check-doc-snippets`
// fails when the article and this file disagree.

enum GettingStartedArticle {}

extension GettingStartedArticle {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var fact: String?
    }

    enum Action: Equatable {
      case decrementButtonTapped
      case incrementButtonTapped
      case factButtonTapped
      case factResponse(String)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped:
          state.count -= 1
          return .none

        case .incrementButtonTapped:
          state.count += 1
          return .none

        case .factButtonTapped:
          state.fact = nil
          return .run { [count = state.count] send in
            await send(.factResponse("\(count) is a good number."))
          }

        case let .factResponse(fact):
          state.fact = fact
          return .none
        }
      }
    }
  }
}

@MainActor
@Suite struct GettingStartedTests {
  typealias Counter = GettingStartedArticle.Counter

  @Test func aStoreRunsTheFeatureAndObserversSeeWhatTheyRead() {
    let store = Store(initialState: Counter.State()) {
      Counter()
    }

    var counts: [Int] = []
    let token = observe {
      counts.append(store.count)
    }

    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    #expect(counts == [0, 1, 2])

    token.cancel()
    store.send(.incrementButtonTapped)
    #expect(counts == [0, 1, 2])
  }

  @Test func theFeatureIsTested() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.factButtonTapped)
    await store.receive(.factResponse("1 is a good number.")) {
      $0.fact = "1 is a good number."
    }
  }
}
