import ComposableArchitecture
import Testing

// The code of the article EffectsAndCancellation.md, compiled and run.

enum EffectsAndCancellationArticle {}

extension EffectsAndCancellationArticle {
  @Reducer
  struct Search {
    @ObservableState
    struct State: Equatable {
      var query = ""
      var results: [String] = []
    }
    enum Action: Equatable {
      case queryChanged(String)
      case resultsLoaded([String])
      case cancelTapped
    }
    enum CancelID { case search }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .queryChanged(query):
          state.query = query
          return .run { send in
            try await clock.sleep(for: .milliseconds(300))
            await send(.resultsLoaded([query.uppercased()]))
          }
          .cancellable(id: CancelID.search, cancelInFlight: true)

        case let .resultsLoaded(results):
          state.results = results
          return .none

        case .cancelTapped:
          return .cancel(id: CancelID.search)
        }
      }
    }
  }
}

@MainActor
@Suite struct EffectsAndCancellationTests {
  typealias Search = EffectsAndCancellationArticle.Search

  @Test func aNewQueryCancelsTheSearchInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.resultsLoaded(["AB"])) { $0.results = ["AB"] }
  }

  @Test func cancellationIdsBelongToTheStore() async {
    let first = Store(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    let second = Store(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    let search = first.send(.queryChanged("arbor"))
    second.send(.cancelTapped)  // the same id, another store: nothing to cancel
    await search.finish()
    #expect(first.results == ["ARBOR"])
  }
}
