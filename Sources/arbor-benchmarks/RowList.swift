import ComposableArchitecture

/// One row of a list: it toggles.
@Reducer
struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var isOn = false
    var title = ""
  }
  enum Action { case toggle }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isOn.toggle()
      return .none
    }
  }
}

/// A list of rows, each run by `forEach`.
@Reducer
struct RowList {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []

    /// A list of `count` rows, with ids 0 to `count - 1`.
    init(count: Int) {
      rows = IdentifiedArray(
        uniqueElements: (0..<count).map { Row.State(id: $0, title: "Row \($0)") })
    }
  }
  enum Action { case rows(IdentifiedActionOf<Row>) }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) { Row() }
  }
}
