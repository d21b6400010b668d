import ComposableArchitecture

// The shown todos, found by position when the filter shows everything, and through the done
// marks when it does not: a keypress on a 100,000-todo list reads only the rows it shows.
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
  /// - Complexity: O(1) with the `all` filter; otherwise O(log *n*).
  public func visibleTodo(at offset: Int) -> Todo.State? {
    guard offset >= 0, offset < visibleCount else { return nil }
    if filter.selection == .all { return todos[offset] }
    return doneMarks.position(ofRank: offset, wantsDone).map { todos.elements[$0] }
  }

  /// The shown todos at `offsets`, with their offsets.
  ///
  /// - Complexity: O(*k*) for *k* offsets with the `all` filter; otherwise O(log *n* + the
  ///   todos from the first shown one to the last, hidden ones included).
  public func visibleTodos(in offsets: Range<Int>) -> [(offset: Int, todo: Todo.State)] {
    let offsets = offsets.clamped(to: 0..<visibleCount)
    if filter.selection == .all { return offsets.map { ($0, todos[$0]) } }
    guard !offsets.isEmpty, let start = doneMarks.position(ofRank: offsets.lowerBound, wantsDone)
    else { return [] }
    let elements = todos.elements
    return zip(offsets, doneMarks.positions(wantsDone, from: start)).map { ($0, elements[$1]) }
  }

  /// Where the todo with `id` is among the shown todos, if it is shown.
  ///
  /// - Complexity: O(1) on average with the `all` filter; otherwise O(log *n*).
  public func visibleOffset(of id: Todo.State.ID) -> Int? {
    guard let index = todos.index(id: id) else { return nil }
    if filter.selection == .all { return index }
    guard doneMarks[index] == wantsDone else { return nil }
    return doneMarks.count(wantsDone, before: index)
  }

  /// Whether the filter, which is not `all`, shows the done todos.
  private var wantsDone: Bool { filter.selection == .completed }

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
