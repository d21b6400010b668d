import ComposableArchitecture
import Testing
import TodosFeature

@MainActor
@Suite struct TodoFilterTests {
  @Test func selectingAFilterShowsIt() async {
    let store = TestStore(initialState: TodoFilter.State()) { TodoFilter() }
    await store.send(.selected(.completed)) { $0.selection = .completed }
    await store.send(.selected(.active)) { $0.selection = .active }
  }

  @Test func cyclingGoesAllActiveCompletedAndAround() async {
    let store = TestStore(initialState: TodoFilter.State()) { TodoFilter() }
    await store.send(.cycled) { $0.selection = .active }
    await store.send(.cycled) { $0.selection = .completed }
    await store.send(.cycled) { $0.selection = .all }
  }

  @Test func filtersIncludeTheRightTodos() {
    #expect(Filter.all.includes(.milk) && Filter.all.includes(.dog))
    #expect(Filter.active.includes(.milk) && !Filter.active.includes(.dog))
    #expect(!Filter.completed.includes(.milk) && Filter.completed.includes(.dog))
  }

  @Test func theListShowsOnlyWhatTheFilterLetsThrough() async {
    let store = Harness().store([.milk, .dog, .readme])
    await store.send(.filter(.selected(.active))) {
      $0.filter.selection = .active
      $0.status = "Showing active todos."
    }
    #expect(store.state.visibleTodos.map(\.id) == [Todo.State.milk.id, Todo.State.readme.id])
  }

  @Test func aFilterThatHidesTheCursorRowKeepsTheCursorOnAShownRow() async {
    let store = Harness().store([.milk, .dog, .readme], cursor: 2)
    await store.send(.filter(.selected(.completed))) {
      $0.filter.selection = .completed
      $0.status = "Showing completed todos."
      $0.cursor = 0
    }
  }
}
