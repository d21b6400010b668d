import ComposableArchitecture
import Foundation
import Testing

@testable import TodosFeature

@Suite struct TodosStateVisibleTests {
  /// Lists of every mix of done and not done todos, each checked against the plain filtered list.
  @Test(arguments: [Filter.all, .active, .completed])
  func shownTodosMatchTheFilteredList(filter: Filter) {
    for size in [0, 1, 2, 7, 30] {
      for seed in 0..<8 {
        let todos = (0..<size).map { index in
          Todo.State(
            id: UUID(index), title: "Todo \(index)",
            isComplete: (index * 7 + seed * 3) % (seed + 2) == 0)
        }
        let state = Todos.State(
          todos: IdentifiedArray(uniqueElements: todos), filter: TodoFilter.State(selection: filter)
        )
        let expected = todos.filter(filter.includes)

        #expect(state.visibleCount == expected.count)
        for offset in -1...expected.count {
          #expect(
            state.visibleTodo(at: offset)
              == (expected.indices.contains(offset) ? expected[offset] : nil))
        }
        for lower in 0...expected.count {
          for upper in lower...(expected.count + 2) {
            let window = state.visibleTodos(in: lower..<upper)
            let clamped = (lower..<upper).clamped(to: 0..<expected.count)
            #expect(window.map(\.offset) == Array(clamped))
            #expect(window.map(\.todo) == clamped.map { expected[$0] })
          }
        }
        for todo in todos {
          #expect(state.visibleOffset(of: todo.id) == expected.firstIndex(of: todo))
        }
      }
    }
  }
}
