import ComposableArchitecture
import Observation
import Synchronization
import Testing

/// A child state without `@ObservableState` has no registrar of its own: the finest path its
/// parent can announce is the parent's field, so any change inside it wakes every reader of
/// that field (lesson 003; TCA's `_$isIdentityEqual` is false for such values).
@MainActor
@Suite struct PlainChildObservationTests {
  struct Row: Equatable, Identifiable {
    let id: Int
    var title = ""
    var done = false
  }

  @Reducer
  struct RowFeature {
    typealias State = Row
    enum Action {
      case rename(String)
      case toggle
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .rename(title): state.title = title
        case .toggle: state.done.toggle()
        }
        return .none
      }
    }
  }

  @Reducer
  struct List {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
      var header = Row(id: 0, title: "header")
      var footer = ""
    }
    enum Action {
      case rows(IdentifiedActionOf<RowFeature>)
      case header(RowFeature.Action)
      case setFooter(String)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.header, action: \.header) { RowFeature() }
      Reduce { state, action in
        if case let .setFooter(text) = action { state.footer = text }
        return .none
      }
      .forEach(\.rows, action: \.rows) { RowFeature() }
    }
  }

  /// Wakes once if `read`'s values change when `action` is sent.
  func wakes(
    _ store: StoreOf<List>, reading read: @escaping @MainActor () -> Void, on action: List.Action
  ) -> Bool {
    let woke = Mutex(false)
    withObservationTracking {
      read()
    } onChange: {
      woke.withLock { $0 = true }
    }
    store.send(action)
    return woke.withLock { $0 }
  }

  @Test func aReaderOfOnePlainRowWakesWhenAnotherRowChanges() {
    let store = Store(initialState: List.State()) { List() }
    do {
      let woke = wakes(
        store, reading: { _ = store.rows[id: 1]?.title },
        on: .rows(.element(id: 2, action: .rename("x"))))
      #expect(woke)
    }
  }

  @Test func aReaderOfAPlainRowsFieldWakesWhenItsRowChanges() {
    let store = Store(initialState: List.State()) { List() }
    do {
      let woke = wakes(
        store, reading: { _ = store.rows[id: 1]?.title },
        on: .rows(.element(id: 1, action: .rename("x"))))
      #expect(woke)
    }
  }

  @Test func aReaderOfAPlainChildWakesWhenASiblingFieldOfItChanges() {
    let store = Store(initialState: List.State()) { List() }
    do {
      let woke = wakes(store, reading: { _ = store.header.title }, on: .header(.toggle))
      #expect(woke)
    }
  }

  @Test func aReaderOfAPlainChildThroughAScopedStoreWakesWhenItChanges() {
    let store = Store(initialState: List.State()) { List() }
    let header = store.scope(state: \.header, action: \.header)
    do {
      let woke = wakes(store, reading: { _ = header.title }, on: .header(.toggle))
      #expect(woke)
    }
  }

  @Test func aReaderOfAPlainRowThroughItsElementStoreWakesWhenAnotherRowChanges() {
    let store = Store(initialState: List.State()) { List() }
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    do {
      let woke = wakes(
        store, reading: { _ = rows[0].title }, on: .rows(.element(id: 2, action: .rename("x"))))
      #expect(woke)
    }
  }

  @Test func aReaderOfAnotherFieldSleeps() {
    let store = Store(initialState: List.State()) { List() }
    do {
      let woke = wakes(
        store, reading: { _ = store.footer }, on: .rows(.element(id: 2, action: .rename("x"))))
      #expect(!woke)
    }
    do {
      let woke = wakes(store, reading: { _ = store.rows[id: 1]?.title }, on: .setFooter("x"))
      #expect(!woke)
    }
  }
}
