extension EditTodo {
  /// One edit of the title field, made at its cursor: what the keys of a line editor do.
  public enum FieldEdit: Equatable, Sendable {
    /// Types text at the cursor (a character, or the line a paste keeps).
    case insert(String)
    /// Backspace: erases the character before the cursor.
    case deleteBackward
    /// Delete: erases the character under the cursor.
    case deleteForward
    /// Ctrl-W: erases the word before the cursor, and any blanks between it and the cursor.
    case deleteWordBackward
    /// Ctrl-U: erases everything before the cursor.
    case deleteToStart
    /// Ctrl-K: erases everything from the cursor on.
    case deleteToEnd
    /// ←: one character back.
    case moveLeft
    /// →: one character on.
    case moveRight
    /// Home or Ctrl-A: to the start.
    case moveToStart
    /// End or Ctrl-E: to the end.
    case moveToEnd
  }
}

extension EditTodo.State {
  /// Makes `edit` at the cursor; an edit with nothing to act on (Backspace at the start) does
  /// nothing.
  ///
  /// - Complexity: O(*n*) in the length of the title.
  mutating func apply(_ edit: EditTodo.FieldEdit) {
    var characters = Array(title)
    let at = min(max(cursor, 0), characters.count)
    var newCursor = at
    switch edit {
    case .insert(let text):
      characters.insert(contentsOf: text, at: at)
      newCursor = at + text.count
    case .deleteBackward:
      guard at > 0 else { return }
      characters.remove(at: at - 1)
      newCursor = at - 1
    case .deleteForward:
      guard at < characters.count else { return }
      characters.remove(at: at)
    case .deleteWordBackward:
      var start = at
      while start > 0, characters[start - 1].isWhitespace { start -= 1 }
      while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
      characters.removeSubrange(start..<at)
      newCursor = start
    case .deleteToStart:
      characters.removeSubrange(0..<at)
      newCursor = 0
    case .deleteToEnd:
      characters.removeSubrange(at...)
    case .moveLeft:
      newCursor = max(0, at - 1)
    case .moveRight:
      newCursor = min(characters.count, at + 1)
    case .moveToStart:
      newCursor = 0
    case .moveToEnd:
      newCursor = characters.count
    }
    let newTitle = String(characters)
    // Written only when they change: each write wakes the screen.
    if newTitle != title { title = newTitle }
    if newCursor != cursor { cursor = newCursor }
  }
}
