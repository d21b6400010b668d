import ComposableArchitecture
import Testing

// The code of the article ObservationOutsideSwiftUI.md, compiled and run.

enum ObservationOutsideSwiftUIArticle {}

extension ObservationOutsideSwiftUIArticle {
  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var isDone = false
    }
    enum Action: Equatable {
      case toggle
    }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.isDone.toggle()
        return .none
      }
    }
  }

  @Reducer
  struct Board {
    @ObservableState
    struct State: Equatable {
      var title = ""
      var rows: IdentifiedArrayOf<Row.State> = []
    }
    enum Action: Equatable {
      case rename(String)
      case rows(IdentifiedActionOf<Row>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .rename(title) = action {
          state.title = title
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) {
        Row()
      }
    }
  }
}

@MainActor
@Suite struct ObservationOutsideSwiftUIArticleTests {
  typealias Board = ObservationOutsideSwiftUIArticle.Board

  @Test func anObserverWakesForWhatItRead() {
    let store = Store(
      initialState: Board.State(
        rows: IdentifiedArray(uniqueElements: (0..<1_000).map { .init(id: $0) }))
    ) {
      Board()
    }
    let rows = store.scope(state: \.rows, action: \.rows)

    var titleRuns = 0
    var row7Runs = 0
    let titleToken = observe {
      _ = store.title
      titleRuns += 1
    }
    let row7Token = observe {
      _ = rows[7].isDone
      row7Runs += 1
    }

    store.send(.rows(.element(id: 7, action: .toggle)))
    #expect(titleRuns == 1)  // only its first run
    #expect(row7Runs == 2)

    store.send(.rename("Groceries"))
    #expect(titleRuns == 2)
    #expect(row7Runs == 2)

    store.send(.rows(.element(id: 8, action: .toggle)))
    #expect(row7Runs == 2)  // row 8 is not row 7
    _ = (titleToken, row7Token)
  }
}
