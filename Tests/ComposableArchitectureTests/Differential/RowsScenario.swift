import ComposableArchitecture
import DifferentialTesting

/// `forEach` over rows that are `@ObservableState` and over rows that are plain structs: rows
/// edited by their own reducers, added, removed, moved and replaced by values of the same id.
enum RowsScenario {
  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var title = ""
      var done = false
      var hits = 0
    }
    enum Action: Equatable {
      case toggle
      case hit
      case retitle(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .toggle: state.done.toggle()
        case .hit: state.hits += 1
        case let .retitle(title): state.title = title
        }
        return .none
      }
    }
  }

  struct PlainRow: Equatable, Identifiable {
    let id: Int
    var title = ""
    var hits = 0
  }

  @Reducer
  struct PlainRowFeature {
    typealias State = PlainRow
    enum Action: Equatable {
      case hit
      case retitle(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .hit: state.hits += 1
        case let .retitle(title): state.title = title
        }
        return .none
      }
    }
  }

  @Reducer
  struct List {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = [
        Row.State(id: 1, title: "a"), Row.State(id: 2, title: "b"), Row.State(id: 3, title: "c"),
      ]
      var plainRows: IdentifiedArrayOf<PlainRow> = [
        PlainRow(id: 1, title: "a"), PlainRow(id: 2, title: "b"),
      ]
      var nextID = 10
    }
    enum Action: Equatable {
      case rows(IdentifiedActionOf<Row>)
      case plainRows(IdentifiedActionOf<PlainRowFeature>)
      case add
      case remove(Int)
      case moveFirstToEnd
      case replace(Int)
      case addPlain
      case removePlain(Int)
      case swapPlain
      case replacePlain(Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .add:
          state.rows.append(Row.State(id: state.nextID, title: "new"))
          state.nextID += 1
        case let .remove(id):
          state.rows.remove(id: id)
        case .moveFirstToEnd:
          if let first = state.rows.first {
            state.rows.remove(id: first.id)
            state.rows.append(first)
          }
        case let .replace(id):
          if let row = state.rows[id: id] {
            state.rows[id: id] = Row.State(id: id, title: row.title + "'", done: row.done)
          }
        case .addPlain:
          state.plainRows.append(PlainRow(id: state.nextID, title: "new"))
          state.nextID += 1
        case let .removePlain(id):
          state.plainRows.remove(id: id)
        case .swapPlain:
          if state.plainRows.count > 1 { state.plainRows.swapAt(0, state.plainRows.count - 1) }
        case let .replacePlain(id):
          if state.plainRows[id: id] != nil {
            state.plainRows[id: id] = PlainRow(id: id, title: "replaced")
          }
        case .rows, .plainRows:
          break
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Row() }
      .forEach(\.plainRows, action: \.plainRows) { PlainRowFeature() }
    }
  }

  @MainActor
  static let scenario = DifferentialScenario<List>(
    "forEach over observable rows and plain rows",
    initialState: { List.State() },
    reducer: { List() },
    readers: [
      DifferentialReader("row count") { $0.rows.count },
      DifferentialReader("first row's title, through its store") {
        $0.scope(state: \.rows, action: \.rows).first?.title
      },
      DifferentialReader("last row's hits, through its store") {
        $0.scope(state: \.rows, action: \.rows).last?.hits
      },
      DifferentialReader("row 1 done, from the root") { $0.rows[id: 1]?.done },
      DifferentialReader("row 2 title, from the root") { $0.rows[id: 2]?.title },
      DifferentialReader("first plain row's hits") { $0.plainRows.first?.hits },
      DifferentialReader("plain row 2's title") { $0.plainRows[id: 2]?.title },
    ],
    nextAction: { generator, state in
      var actions: [List.Action] = [.add, .moveFirstToEnd, .addPlain, .swapPlain]
      if let row = state.rows.randomElement(using: &generator) {
        actions += [
          .rows(.element(id: row.id, action: .toggle)), .rows(.element(id: row.id, action: .hit)),
          .rows(.element(id: row.id, action: .hit)),
          .rows(
            .element(id: row.id, action: .retitle("t\(Int.random(in: 0..<3, using: &generator))"))),
          .remove(row.id), .replace(row.id),
        ]
      }
      if let row = state.plainRows.randomElement(using: &generator) {
        actions += [
          .plainRows(.element(id: row.id, action: .hit)),
          .plainRows(.element(id: row.id, action: .retitle("p"))),
          .removePlain(row.id), .replacePlain(row.id),
        ]
      }
      return actions.randomElement(using: &generator)!
    })
}
