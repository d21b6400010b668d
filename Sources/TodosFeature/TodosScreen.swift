import ComposableArchitecture

/// What the app shows, as plain lines: a pure function of the state, so the terminal front end
/// only has to paint it and tests can read it.
///
/// Only the fields read here decide when the interactive screen redraws: the front end renders
/// inside `observe { }`, so a change to state this function does not read wakes nothing.
public enum TodosScreen {
  /// The full screen.
  ///
  /// - Parameters:
  ///   - state: The app's state.
  ///   - width: The terminal's width in columns; longer lines are cut.
  ///   - height: The terminal's height in rows; the list scrolls to keep the cursor shown.
  ///   - file: The file the list is saved to, shown in the title bar.
  /// - Returns: At most `height` lines, none wider than `width` columns, each made
  ///   ``TerminalText/inert(_:)``: whatever a title holds shows, on its own line, and does
  ///   nothing to the terminal.
  /// - Complexity: O(`height`) rows read with the `all` filter, whatever the length of the list
  ///   (other filters also skip the hidden todos above the window).
  public static func render(_ state: Todos.State, width: Int, height: Int, file: String) -> [String]
  {
    let shownCount = state.visibleCount
    let done = state.completedCount
    var header = [
      "Arbor Todos · \(file)\(state.hasUnsavedChanges ? " · unsaved" : "")",
      filterBar(state.filter.selection)
        + "   \(state.todos.count - done) active, \(done) completed",
      String(repeating: "─", count: max(0, min(width, 60))),
    ]
    if let warning = state.warning {
      // A warning says what happened and what to do: all of it is shown, over a few lines.
      header.insert(contentsOf: wrap("! \(warning)", width: width, lines: 3), at: 1)
    }

    var footer: [String] = [String(repeating: "─", count: max(0, min(width, 60)))]
    switch state.destination {
    case .edit(let draft)?:
      footer.append(draft.todoID == nil ? "New todo:" : "Edit title:")
      // The field keeps its end, where typing goes, in view.
      footer.append(
        TerminalText.clipLeading("> " + TerminalText.inert(draft.title) + "█", to: width))
      footer.append("enter save · esc cancel · backspace erase")
      if let note = draft.note { footer.append(note) }
    case .alert(let alert)?:
      footer.append(String(state: alert.title))
      if let message = alert.message { footer.append(String(state: message)) }
      footer.append("y delete · n keep")
    case nil:
      footer.append(state.status ?? (state.isLoaded ? "" : "Loading…"))
      footer.append("↑/↓ or k/j select · space toggle · a add · e edit · d delete")
      footer.append("f filter · c clear completed · K/J move · u undo · q quit")
    }

    let room = max(1, height - header.count - footer.count)
    var rows: [String]
    if shownCount == 0 {
      rows = [state.todos.isEmpty ? "  No todos yet. Press a to add one." : "  Nothing to show."]
    } else {
      let first = max(0, min(state.cursor - room + 1, shownCount - room))
      rows = state.visibleTodos(in: first..<(first + room)).map { offset, todo in
        row(todo, number: offset + 1, highlighted: offset == state.cursor)
      }
    }
    rows += Array(repeating: "", count: max(0, room - rows.count))
    return (header + rows + footer).prefix(max(height, 0)).map {
      TerminalText.clip(TerminalText.inert($0), to: width)
    }
  }

  /// The list as a scripted session prints it: the filter, then one numbered line per shown
  /// todo. The numbers are the ones line commands take.
  public static func list(_ state: Todos.State) -> [String] {
    let visible = state.visibleTodos
    var lines = ["\(state.filter.selection.rawValue): \(visible.count) of \(state.todos.count)"]
    if visible.isEmpty { lines.append("  (none)") }
    for (index, todo) in visible.enumerated() {
      lines.append(row(todo, number: index + 1, highlighted: false))
    }
    return lines
  }

  static func row(_ todo: Todo.State, number: Int, highlighted: Bool) -> String {
    let mark = todo.isComplete ? "x" : " "
    return "\(highlighted ? "›" : " ") \(number). [\(mark)] \(TerminalText.inert(todo.title))"
  }

  static func filterBar(_ selection: Filter) -> String {
    Filter.allCases.map { filter in
      filter == selection ? "[\(filter.rawValue)]" : " \(filter.rawValue) "
    }.joined(separator: " ")
  }

  /// Breaks text at spaces into at most `lines` lines of `width` terminal columns (as shown,
  /// once made inert); the last is clipped.
  static func wrap(_ text: String, width: Int, lines: Int) -> [String] {
    var result: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let wordColumns = TerminalText.columns(String(word))
      if !line.isEmpty, TerminalText.columns(line) + 1 + wordColumns > width,
        result.count < lines - 1
      {
        result.append(line)
        line = "  " + word
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    return result + [line]
  }
}
