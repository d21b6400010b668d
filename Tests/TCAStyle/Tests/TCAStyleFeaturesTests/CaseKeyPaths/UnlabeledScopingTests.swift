import ComposableArchitecture
import Testing

@testable import TCAStyleFeatures

@MainActor
struct UnlabeledScopingTests {
  @Test
  func unlabeledScopeRunsTheChild() async {
    let store = TestStore(initialState: TabsFeature.State()) {
      TabsFeature()
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.count = 1
    }
  }

  @Test
  func unlabeledStoreScopes() {
    let store = Store(
      initialState: TabsFeature.State(
        sheet: CounterFeature.State(count: 3),
        rows: [TodoRow.State(id: 1, title: "Milk"), TodoRow.State(id: 2, title: "Eggs")]
      )
    ) {
      TabsFeature()
    }

    let counter = store.scope(\.counter, action: \.counter)
    counter.send(.incrementButtonTapped)
    #expect(store.counter.count == 1)

    let sheet: Store<CounterFeature.State, CounterFeature.Action>? =
      store.scope(\.sheet, action: \.sheet)
    sheet?.send(.incrementButtonTapped)
    #expect(store.sheet?.count == 4)

    let rows = store.scope(\.rows, action: \.rows)
    #expect(rows.map(\.title) == ["Milk", "Eggs"])
    rows[1].send(.checkBoxToggled)
    #expect(store.rows[id: 2]?.isComplete == true)
  }

  @Test
  func unlabeledOptionalScopeIsNilWithoutState() {
    let store = Store(initialState: TabsFeature.State()) {
      TabsFeature()
    }
    let sheet: Store<CounterFeature.State, CounterFeature.Action>? =
      store.scope(\.sheet, action: \.sheet)
    #expect(sheet == nil)
  }
}
