import BenchmarkHarness
import ComposableArchitecture
import Foundation
import TodosFeature

/// The todos app at 10,000 and 100,000 todos, against the same work on a 100-todo list: a
/// scripted command and a keypress that reaches the screen must cost the same whatever the size
/// of the list. The save is left out: the autosave waits on a clock that never advances.
@MainActor
func todosScale() -> [Benchmark] {
  [10_000, 100_000].flatMap { size in
    let label = "\(size / 1_000)k"
    return [
      Benchmark(
        name: "todos-command-\(label)",
        summary: "scripted `add TITLE` on a \(size)-todo list vs on a 100-todo list",
        target: .atMost(2),
        operations: 2_000,
        arbor: { try scriptedAdds(todos: size, operations: $0) },
        baseline: { try scriptedAdds(todos: 100, operations: $0) }
      ),
      Benchmark(
        name: "todos-key-\(label)",
        summary: "j/k keypress, then the 80×24 screen rendered, on \(size) todos vs on 100",
        target: .atMost(2),
        operations: 5_000,
        arbor: { try keypressRenders(todos: size, operations: $0) },
        baseline: { try keypressRenders(todos: 100, operations: $0) }
      ),
      // Under a filter the shown rows are found through the done marks, not by walking the
      // todos above them.
      Benchmark(
        name: "todos-key-active-\(label)",
        summary: "j/k keypress mid-list under the active filter, then the screen, vs on 100",
        target: .atMost(2),
        operations: 5_000,
        arbor: { try keypressRenders(todos: size, filter: .active, operations: $0) },
        baseline: { try keypressRenders(todos: 100, filter: .active, operations: $0) }
      ),
      Benchmark(
        name: "todos-toggle-active-\(label)",
        summary: "space (the row leaves the active list), then u (it comes back), then the screen",
        target: .atMost(2),
        operations: 2_000,
        arbor: {
          try keypressRenders(todos: size, filter: .active, keys: toggleAndUndo, operations: $0)
        },
        baseline: {
          try keypressRenders(todos: 100, filter: .active, keys: toggleAndUndo, operations: $0)
        }
      ),
      // Undo of a clear puts a third of the list back in one pass, not todo by todo (which
      // took 16 s for 15,000 of 50,000 todos).
      Benchmark(
        name: "todos-clear-undo-\(label)",
        summary: "c (a third of \(size) todos are cleared), then u (they come back), each then "
          + "the screen, vs the same on a plain array",
        target: .report,
        operations: size > 10_000 ? 6 : 40,
        calibrates: false,
        arbor: { try clearAndUndo(todos: size, operations: $0) },
        baseline: { try plainClearAndUndo(todos: size, operations: $0) },
        // The bound: 15,000 of 50,000 cleared and back within 100 ms.
        timeTarget: .atMost(size > 10_000 ? 200_000_000 : 20_000_000)
      ),
      Benchmark(
        name: "todos-delete-\(label)",
        summary: "d, y (the middle todo is deleted), then u (it comes back), each then the screen",
        target: .report,
        operations: 600,
        arbor: { try keypressRenders(todos: size, keys: deleteAndUndo, operations: $0) },
        baseline: { try keypressRenders(todos: 100, keys: deleteAndUndo, operations: $0) }
      ),
    ]
  }
}

/// A store on `count` todos, every third one done, with saving held back. Their ids cannot meet
/// the ones `.incrementing` gives new todos.
@MainActor
private func todosStore(_ count: Int, cursor: Int = 0, filter: Filter = .all) -> StoreOf<Todos> {
  let todos = (0..<count).map { index in
    Todo.State(
      id: UUID(uuidString: String(format: "10000000-0000-0000-0000-%012x", index))!,
      title: "Todo number \(index)", isComplete: index.isMultiple(of: 3))
  }
  return Store(
    initialState: Todos.State(
      todos: IdentifiedArray(uniqueElements: todos), filter: TodoFilter.State(selection: filter),
      cursor: cursor, isLoaded: true)
  ) {
    Todos()
  } withDependencies: {
    $0.continuousClock = TestClock()
    $0.todosPersistence = .inMemory(LockIsolated(nil))
    $0.uuid = .incrementing
  }
}

@MainActor
private func scriptedAdds(todos count: Int, operations: Int) throws -> Duration {
  let store = todosStore(count)
  let session = LineSession(store: store)
  var last: LineSession.Outcome?
  let time = measure {
    for _ in 0..<operations {
      last = session.run(line: "add Buy milk")
    }
  }
  blackHole(last)
  try check(
    store.withState(\.todos.count) == count + operations,
    "\(operations) adds left \(store.withState(\.todos.count)) todos")
  try check(
    last?.output == ["Added “Buy milk”."], "the last add printed \(String(describing: last))")
  return time
}

@MainActor
private func keypressRenders(
  todos count: Int, filter: Filter = .all, keys: [TerminalKey] = downAndUp, operations: Int
) throws -> Duration {
  // Mid-list among the shown todos: a third of them are done, so `active` shows two thirds.
  let shown = filter == .active ? count - (count + 2) / 3 : count
  let store = todosStore(count, cursor: shown / 2, filter: filter)
  let done = store.withState(\.completedCount)
  var screen: [String] = []
  let time = measure {
    for index in 0..<operations {
      if case .send(let actions) = TodosKeyMap.command(
        for: keys[index % keys.count], in: store.withState { $0 })
      {
        for action in actions { store.send(action) }
      }
      screen = TodosScreen.render(store.state, width: 80, height: 24, file: "~/todos.json")
    }
  }
  blackHole(screen)
  try check(screen.count == 24, "the screen has \(screen.count) lines")
  let moves = keys == downAndUp && !operations.isMultiple(of: 2)
  let expected = moves ? shown / 2 + 1 : shown / 2
  try check(
    store.withState(\.cursor) == expected, "the cursor is at \(store.withState(\.cursor))")
  if operations.isMultiple(of: keys.count) {
    try check(
      store.withState(\.completedCount) == done,
      "\(store.withState(\.completedCount)) todos are done, not \(done)")
  }
  return time
}

/// `c` then `u`, each followed by the screen, `operations` times: the store's clear and undo.
@MainActor
private func clearAndUndo(todos count: Int, operations: Int) throws -> Duration {
  let store = todosStore(count)
  let before = store.withState(\.todos.elements)
  var screen: [String] = []
  let time = measure {
    for _ in 0..<operations {
      for key in [TerminalKey.character("c"), .character("u")] {
        if case .send(let actions) = TodosKeyMap.command(for: key, in: store.withState { $0 }) {
          for action in actions { store.send(action) }
        }
        screen = TodosScreen.render(store.state, width: 80, height: 24, file: "~/todos.json")
      }
    }
  }
  blackHole(screen)
  let done = (count + 2) / 3
  try check(
    store.withState(\.status) == "Undid: clear \(grouped(done)) completed.",
    "the status says \(String(describing: store.withState(\.status)))")
  try check(store.withState(\.todos.elements) == before, "the undone list differs")
  try check(store.withState(\.completedCount) == done, "the done count is wrong")
  return time
}

/// The baseline: the same clear and undo on a plain array of the same todos, by hand, in one
/// pass each (the removed todos kept with their offsets), with no store, no identified array,
/// no done marks and no screen.
@MainActor
private func plainClearAndUndo(todos count: Int, operations: Int) throws -> Duration {
  var todos = (0..<count).map { index in
    Todo.State(
      id: UUID(uuidString: String(format: "10000000-0000-0000-0000-%012x", index))!,
      title: "Todo number \(index)", isComplete: index.isMultiple(of: 3))
  }
  let before = todos
  let time = measure {
    for _ in 0..<operations {
      var kept: [Todo.State] = []
      var removed: [(offset: Int, todo: Todo.State)] = []
      for (offset, todo) in todos.enumerated() {
        if todo.isComplete { removed.append((offset, todo)) } else { kept.append(todo) }
      }
      todos = kept
      var merged: [Todo.State] = []
      merged.reserveCapacity(kept.count + removed.count)
      var next = 0
      for (offset, todo) in removed {
        while merged.count < offset {
          merged.append(kept[next])
          next += 1
        }
        merged.append(todo)
      }
      merged += kept[next...]
      todos = merged
    }
  }
  try check(todos == before, "the plain undo differs")
  return time
}

/// 15000 as "15,000", as the status line counts.
private func grouped(_ count: Int) -> String {
  count < 1_000 ? "\(count)" : grouped(count / 1_000) + String(format: ",%03d", count % 1_000)
}

/// `j` then `k`: the cursor moves and comes back.
private let downAndUp: [TerminalKey] = [.character("j"), .character("k")]
/// Space then `u`: the highlighted todo is done, then undone.
private let toggleAndUndo: [TerminalKey] = [.character(" "), .character("u")]
/// `d`, `y` to confirm, then `u`: the highlighted todo is deleted, then put back.
private let deleteAndUndo: [TerminalKey] = [.character("d"), .character("y"), .character("u")]
