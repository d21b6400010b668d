import ComposableArchitecture
import Testing

// The code of the article SharedState.md, compiled and run.

enum SharedStateArticle {}

extension SharedStateArticle {
  @Reducer
  struct Settings {
    @ObservableState
    struct State: Equatable {
      @Shared(.inMemory("articleVolume")) var volume = 5
    }
    enum Action: Equatable {
      case louderTapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.$volume.withLock { $0 += 1 }
        return .none
      }
    }
  }

  @Reducer
  struct Player {
    @ObservableState
    struct State: Equatable {
      @Shared(.inMemory("articleVolume")) var volume = 5
    }
    enum Action: Equatable {}
    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }
}

@MainActor
@Suite struct SharedStateArticleTests {
  typealias Settings = SharedStateArticle.Settings
  typealias Player = SharedStateArticle.Player

  @Test func everyCopySeesEveryWrite() async {
    let player = Player.State()
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    }
    await store.send(.louderTapped) {
      $0.$volume.withLock { $0 = 6 }
    }
    #expect(player.volume == 6)
  }
}
