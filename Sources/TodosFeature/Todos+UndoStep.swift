import ComposableArchitecture

extension Todos {
  /// One change of the list, as undo takes it back and redo makes it again: what changed, not
  /// a copy of the list, so remembering a change costs the same on a list of ten todos or of a
  /// hundred thousand.
  ///
  /// Undo and redo are last in, first out, so a step is always undone on the list exactly as
  /// it left it, and redone on the list exactly as it found it: the offsets and titles it
  /// holds still say where and what each todo is.
  public enum UndoStep: Equatable, Sendable {
    /// A todo was added at the end.
    case added(Todo.State)
    /// A todo's done mark was toggled.
    case toggled(Todo.State.ID)
    /// A todo was renamed: the title it had, and the one it was given.
    case renamed(Todo.State.ID, from: String, to: String)
    /// A todo was deleted, with the offset it had.
    case removed([Removal])
    /// The completed todos were cleared; each with the offset it had, in increasing order.
    case cleared([Removal])
    /// A todo (the first) swapped places with its neighbour among the shown todos.
    case swapped(Todo.State.ID, Todo.State.ID)
  }

  /// A deleted todo and where it was.
  public struct Removal: Equatable, Sendable {
    /// The todo.
    public var todo: Todo.State
    /// Its offset in the list before the deletion.
    public var offset: Int

    /// Makes a removal.
    public init(_ todo: Todo.State, at offset: Int) {
      self.todo = todo
      self.offset = offset
    }
  }
}

extension Todos.UndoStep {
  /// Takes the change back in `state`'s list, keeping the done marks right.
  ///
  /// - Complexity: O(1) for an add at the end, a toggle, a rename and a swap; O(*n*) for a
  ///   deletion or a clear, however many todos come back: one pass over the list.
  func revert(in state: inout Todos.State) {
    switch self {
    case .added(let todo):
      guard let index = state.todos.index(id: todo.id) else { return }
      state.todos.remove(at: index)
      state.doneMarks.remove(at: index)
    case .toggled(let id):
      state.toggle(id)
    case .renamed(let id, let old, _):
      state.todos[id: id]?.title = old
    case .removed(let removals), .cleared(let removals):
      state.insert(removals)
    case .swapped(let a, let b):
      state.swap(a, b)
    }
  }

  /// Makes the change again in `state`'s list, which must be as the change found it.
  ///
  /// - Complexity: that of ``revert(in:)``.
  func apply(in state: inout Todos.State) {
    switch self {
    case .added(let todo):
      guard state.todos.append(todo).inserted else { return }
      state.doneMarks.append(todo.isComplete)
    case .toggled(let id):
      state.toggle(id)
    case .renamed(let id, _, let new):
      state.todos[id: id]?.title = new
    case .removed(let removals), .cleared(let removals):
      state.remove(removals)
    case .swapped(let a, let b):
      state.swap(a, b)
    }
  }

  /// The change in a few words, for "Undid: …" and "Redid: …": "clear 15,000 completed",
  /// "mark “Buy milk” done".
  ///
  /// - Parameter state: The state as the change left it (before an undo, after a redo).
  /// - Complexity: O(1).
  func summary(in state: Todos.State) -> String {
    func title(_ id: Todo.State.ID) -> String {
      state.todos[id: id].map { "“\($0.title)”" } ?? "a todo"
    }
    switch self {
    case .added(let todo):
      return "add “\(todo.title)”"
    case .toggled(let id):
      let done = state.todos[id: id]?.isComplete ?? false
      return "mark \(title(id)) \(done ? "done" : "not done")"
    case .renamed(_, let old, let new):
      return "rename “\(old)” to “\(new)”"
    case .removed(let removals):
      return removals.count == 1
        ? "delete “\(removals[0].todo.title)”" : "delete \(grouped(removals.count)) todos"
    case .cleared(let removals):
      return "clear \(grouped(removals.count)) completed"
    case .swapped(let a, let b):
      let up = (state.todos.index(id: a) ?? 0) < (state.todos.index(id: b) ?? 0)
      return "move \(title(a)) \(up ? "up" : "down")"
    }
  }
}

extension Todos.State {
  fileprivate mutating func toggle(_ id: Todo.State.ID) {
    guard let index = todos.index(id: id) else { return }
    todos[index].isComplete.toggle()
    doneMarks.set(todos[index].isComplete, at: index)
  }

  fileprivate mutating func swap(_ a: Todo.State.ID, _ b: Todo.State.ID) {
    guard let i = todos.index(id: a), let j = todos.index(id: b) else { return }
    todos.swapAt(i, j)
    doneMarks.swapAt(i, j)
  }

  /// Puts removed todos back at their offsets. One todo goes in where it was; several are
  /// merged with the list in one pass and the list and its marks are built once, since
  /// inserting them one by one would shift the rest of the list once per todo: O(*n*·*k*),
  /// 16 seconds for 15,000 of 50,000 todos.
  ///
  /// - Complexity: O(*n* + *k*).
  fileprivate mutating func insert(_ removals: [Todos.Removal]) {
    // A todo whose id is back in the list already (it cannot be, undo being last in, first
    // out) is left out rather than duplicated.
    let removals =
      removals.contains { todos.index(id: $0.todo.id) != nil }
      ? removals.filter { todos.index(id: $0.todo.id) == nil } : removals
    if removals.count == 1 {
      let offset = min(removals[0].offset, todos.count)
      todos.insert(removals[0].todo, at: offset)
      doneMarks.insert(removals[0].todo.isComplete, at: offset)
      return
    }
    guard !removals.isEmpty else { return }
    let kept = todos.elements
    var merged: [Todo.State] = []
    var marks: [Bool] = []
    merged.reserveCapacity(kept.count + removals.count)
    marks.reserveCapacity(kept.count + removals.count)
    var next = kept.startIndex
    for removal in removals {
      // Each offset is the todo's place in the list with every earlier removal back in it.
      while merged.count < removal.offset, next < kept.endIndex {
        merged.append(kept[next])
        marks.append(doneMarks[next])
        next += 1
      }
      merged.append(removal.todo)
      marks.append(removal.todo.isComplete)
    }
    merged += kept[next...]
    marks += (next..<kept.endIndex).lazy.map { doneMarks[$0] }
    replaceAll(with: merged, marks: marks)
  }

  /// Removes the todos of `removals`, found at their offsets (by id if the list is not as they
  /// say), in one pass.
  ///
  /// - Complexity: O(*n* + *k*).
  fileprivate mutating func remove(_ removals: [Todos.Removal]) {
    if removals.count == 1 {
      let removal = removals[0]
      let index =
        removal.offset < todos.count && todos[removal.offset].id == removal.todo.id
        ? removal.offset : todos.index(id: removal.todo.id)
      guard let index else { return }
      todos.remove(at: index)
      doneMarks.remove(at: index)
      return
    }
    guard !removals.isEmpty else { return }
    let elements = todos.elements
    let atTheirOffsets = removals.allSatisfy {
      $0.offset < elements.count && elements[$0.offset].id == $0.todo.id
    }
    var kept: [Todo.State] = []
    var marks: [Bool] = []
    kept.reserveCapacity(max(0, elements.count - removals.count))
    marks.reserveCapacity(max(0, elements.count - removals.count))
    if atTheirOffsets {
      var next = removals.startIndex
      for (offset, todo) in elements.enumerated() {
        if next < removals.endIndex, removals[next].offset == offset {
          next += 1
        } else {
          kept.append(todo)
          marks.append(doneMarks[offset])
        }
      }
    } else {
      let ids = Set(removals.map(\.todo.id))
      for (offset, todo) in elements.enumerated() where !ids.contains(todo.id) {
        kept.append(todo)
        marks.append(doneMarks[offset])
      }
    }
    replaceAll(with: kept, marks: marks)
  }

  /// Replaces the list and its done marks (`marks[i]` is whether `todos[i]` is done: taken
  /// from the old marks, so that no todo is read through its registrar again) at once.
  ///
  /// - Complexity: O(*n*).
  private mutating func replaceAll(with todos: [Todo.State], marks: [Bool]) {
    self.todos = IdentifiedArray(uncheckedUniqueElements: todos)
    doneMarks = DoneMarks(marks)
  }
}
