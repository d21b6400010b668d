import ComposableArchitecture

extension Todos {
  /// One change of the list, as undo takes it back: what changed, not a copy of the list, so
  /// remembering a change costs the same on a list of ten todos or of a hundred thousand.
  public enum UndoStep: Equatable, Sendable {
    /// A todo was added at the end.
    case added(Todo.State.ID)
    /// A todo's done mark was toggled.
    case toggled(Todo.State.ID)
    /// A todo was renamed; the title it had.
    case renamed(Todo.State.ID, from: String)
    /// Todos were deleted; each with the offset it had, in increasing order.
    case removed([Removal])
    /// Two todos swapped places.
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
  /// - Complexity: O(1) for an add at the end, a toggle, a rename and a swap; a deletion costs
  ///   what inserting the todos back costs (later todos shift).
  func revert(in state: inout Todos.State) {
    switch self {
    case .added(let id):
      guard let index = state.todos.index(id: id) else { return }
      state.todos.remove(at: index)
      state.doneMarks.remove(at: index)
    case .toggled(let id):
      guard let index = state.todos.index(id: id) else { return }
      state.todos[index].isComplete.toggle()
      state.doneMarks.set(state.todos[index].isComplete, at: index)
    case .renamed(let id, let title):
      state.todos[id: id]?.title = title
    case .removed(let removals):
      for removal in removals {
        let offset = min(removal.offset, state.todos.count)
        guard state.todos.insert(removal.todo, at: offset).inserted else { continue }
        state.doneMarks.insert(removal.todo.isComplete, at: offset)
      }
    case .swapped(let a, let b):
      guard let i = state.todos.index(id: a), let j = state.todos.index(id: b) else { return }
      state.todos.swapAt(i, j)
      state.doneMarks.swapAt(i, j)
    }
  }
}
