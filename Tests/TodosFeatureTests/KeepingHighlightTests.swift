import ComposableArchitecture
import Foundation
import Testing
import TodosFeature

@MainActor
@Suite struct KeepingHighlightTests {
  /// A new filter shows other rows: the highlight stays on its todo when that is still shown,
  /// rather than on whatever todo now has its offset.
  @Test func aNewFilterKeepsTheHighlightOnItsTodo() async {
    let store = Harness().store([.milk, .dog, .readme], cursor: 2)
    await store.send(.filter(.selected(.active))) {
      $0.filter.selection = .active
      $0.cursor = 1  // the README, second of the active todos
      $0.status = "Showing active todos."
    }
    await store.send(.filter(.selected(.all))) {
      $0.filter.selection = .all
      $0.cursor = 2
      $0.status = "Showing all todos."
    }
  }

  /// A filter that hides the highlighted todo leaves the highlight on a shown row.
  @Test func aFilterThatHidesTheHighlightedTodoKeepsAShownRow() async {
    let store = Harness().store([.milk, .dog, .readme], cursor: 1)
    await store.send(.filter(.selected(.active))) {
      $0.filter.selection = .active
      $0.status = "Showing active todos."
    }
  }
}
