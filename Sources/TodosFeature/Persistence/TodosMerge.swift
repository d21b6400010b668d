/// Two edits of one list made apart, joined by todo id: what `todos` saves when another program
/// saved the same file since it was read.
///
/// Each side's changes are measured against the list both started from (`base`):
/// - a todo added on either side is kept;
/// - a todo deleted on one side is deleted, unless the other side changed it (a change is not
///   thrown away by a delete made without seeing it);
/// - a title or done mark changed on one side takes that side's value; changed on both, ours.
///
/// The order is ours, with the todos only they have placed after the todo they follow there.
public enum TodosMerge {
  /// Merges two lists that started from `base`.
  ///
  /// Duplicate ids are kept as they come (the first of them matches); the app gives them new
  /// ids when it takes the result.
  public static func merge(
    base: [Todo.State], ours: [Todo.State], theirs: [Todo.State]
  ) -> [Todo.State] {
    let baseByID = firstByID(base)
    let oursByID = firstByID(ours)
    let theirsByID = firstByID(theirs)

    var merged: [Todo.State] = []
    for todo in ours {
      let original = baseByID[todo.id]
      guard let their = theirsByID[todo.id] else {
        // Ours only: added by us, or deleted by them (kept if we changed it since).
        if original == nil || original != todo { merged.append(todo) }
        continue
      }
      var result = todo
      if let original {
        if todo.title == original.title { result.title = their.title }
        if todo.isComplete == original.isComplete { result.isComplete = their.isComplete }
      }
      merged.append(result)
    }

    // Theirs only: added by them, or deleted by us (kept if they changed it since).
    var previous: Todo.State.ID?
    for todo in theirs {
      defer { previous = todo.id }
      guard oursByID[todo.id] == nil else { continue }
      if let original = baseByID[todo.id], original == todo { continue }
      let after = previous.flatMap { id in merged.lastIndex { $0.id == id } }
      merged.insert(todo, at: after.map { $0 + 1 } ?? (previous == nil ? 0 : merged.endIndex))
    }
    return merged
  }

  private static func firstByID(_ todos: [Todo.State]) -> [Todo.State.ID: Todo.State] {
    Dictionary(todos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
