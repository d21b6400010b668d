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
  /// - Returns: At most `height` lines, none wider than `width`.
  public static func render(_ state: Todos.State, width: Int, height: Int, file: String) -> [String]
  {
    let visible = state.visibleTodos
    let done = state.todos.filter(\.isComplete).count
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
      footer.append("> \(draft.title)█")
      footer.append("enter save · esc cancel · backspace erase")
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
    if visible.isEmpty {
      rows = [state.todos.isEmpty ? "  No todos yet. Press a to add one." : "  Nothing to show."]
    } else {
      let first = max(0, min(state.cursor - room + 1, visible.count - room))
      let shown = visible.indices.dropFirst(first).prefix(room)
      rows = shown.map { index in
        row(visible[index], number: index + 1, highlighted: index == state.cursor)
      }
    }
    rows += Array(repeating: "", count: max(0, room - rows.count))
    return (header + rows + footer).prefix(max(height, 0)).map { clip($0, to: width) }
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
    "\(highlighted ? "›" : " ") \(number). [\(todo.isComplete ? "x" : " ")] \(todo.title)"
  }

  static func filterBar(_ selection: Filter) -> String {
    Filter.allCases.map { filter in
      filter == selection ? "[\(filter.rawValue)]" : " \(filter.rawValue) "
    }.joined(separator: " ")
  }

  /// Breaks text at spaces into at most `lines` lines of `width`; the last is clipped.
  static func wrap(_ text: String, width: Int, lines: Int) -> [String] {
    var result: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !line.isEmpty, line.count + 1 + word.count > width, result.count < lines - 1 {
        result.append(line)
        line = "  " + word
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    return result + [line]
  }

  static func clip(_ line: String, to width: Int) -> String {
    line.count <= width ? line : String(line.prefix(max(0, width - 1))) + "…"
  }
}
