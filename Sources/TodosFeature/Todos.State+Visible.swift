import ComposableArchitecture

// The shown todos, found without walking the list when the filter shows everything, and without
// building a filtered copy when it does not: a keypress on a 100,000-todo list reads only the
// rows it needs.
extension Todos.State {
  /// How many todos the filter lets through.
  ///
  /// - Complexity: O(1).
  public var visibleCount: Int {
    switch filter.selection {
    case .all: todos.count
    case .active: todos.count - completedCount
    case .completed: completedCount
    }
  }

  /// The shown todo at `offset` (0 is the first shown), if there is one.
  ///
  /// - Complexity: O(1) with the `all` filter; otherwise O(*offset* + skipped todos).
  public func visibleTodo(at offset: Int) -> Todo.State? {
    guard offset >= 0, offset < visibleCount else { return nil }
    if filter.selection == .all { return todos[offset] }
    return indexOfShown(offset).map { todos.elements[$0] }
  }

  /// The position in `todos` of the shown todo at `offset`, found by reading only the done
  /// marks of the todos before it: no todo is copied on the way.
  private func indexOfShown(_ offset: Int) -> Int? {
    let elements = todos.elements
    let wantsDone = filter.selection == .completed
    var seen = 0
    for index in elements.indices where elements[index].isComplete == wantsDone {
      if seen == offset { return index }
      seen += 1
    }
    return nil
  }

  /// The shown todos at `offsets`, with their offsets.
  ///
  /// - Complexity: O(*k*) for *k* offsets with the `all` filter; otherwise O(end of the range +
  ///   skipped todos).
  public func visibleTodos(in offsets: Range<Int>) -> [(offset: Int, todo: Todo.State)] {
    let offsets = offsets.clamped(to: 0..<visibleCount)
    if filter.selection == .all { return offsets.map { ($0, todos[$0]) } }
    guard !offsets.isEmpty, let start = indexOfShown(offsets.lowerBound) else { return [] }
    let elements = todos.elements
    let wantsDone = filter.selection == .completed
    var result: [(offset: Int, todo: Todo.State)] = []
    var seen = offsets.lowerBound
    for index in elements[start...].indices where elements[index].isComplete == wantsDone {
      if seen >= offsets.upperBound { break }
      result.append((seen, elements[index]))
      seen += 1
    }
    return result
  }

  /// Where the todo with `id` is among the shown todos, if it is shown.
  ///
  /// - Complexity: O(1) on average with the `all` filter; otherwise O(*n*).
  public func visibleOffset(of id: Todo.State.ID) -> Int? {
    guard let index = todos.index(id: id) else { return nil }
    if filter.selection == .all { return index }
    let wantsDone = filter.selection == .completed
    let elements = todos.elements
    guard elements[index].isComplete == wantsDone else { return nil }
    return elements[..<index].count { $0.isComplete == wantsDone }
  }

  /// The todos the filter lets through, in order.
  ///
  /// - Complexity: O(*n*).
  public var visibleTodos: [Todo.State] {
    filter.selection == .all ? todos.elements : todos.elements.filter(filter.selection.includes)
  }

  /// The todo under the cursor, if the list shows any.
  ///
  /// - Complexity: that of ``visibleTodo(at:)``.
  public var highlightedTodo: Todo.State? { visibleTodo(at: cursor) }
}
