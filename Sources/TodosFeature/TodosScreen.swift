import ComposableArchitecture

/// What the app shows, as plain lines: a pure function of the state, so the terminal front end
/// only has to paint it and tests can read it.
///
/// Only the fields read here decide when the interactive screen redraws: the front end renders
/// inside `observe { }`, so a change to state this function does not read wakes nothing.
public enum TodosScreen {
  /// The full screen.
  ///
  /// On a short terminal the header gives way first (its rule, the filter bar, the warning, the
  /// title bar), then the footer's rule and help lines, so that a row of the list stays; the
  /// sheet's prompt and field, the question and the status line stay whatever the height: what
  /// the user is typing or answering never leaves the screen.
  ///
  /// - Parameters:
  ///   - state: The app's state.
  ///   - width: The terminal's width in columns; longer lines are cut.
  ///   - height: The terminal's height in rows; the list scrolls to keep the cursor shown.
  ///   - file: The file the list is saved to, shown in the title bar.
  /// - Returns: At most `height` lines, none wider than `width` columns, each made
  ///   ``TerminalText/inert(_:)``: whatever a title holds shows, on its own line, and does
  ///   nothing to the terminal. The only escape sequences are the screen's own: reverse video
  ///   (``reverse`` … ``plain``) on the highlighted row and on the field's cursor.
  /// - Complexity: O(`height`) rows read with the `all` filter, whatever the length of the list
  ///   (other filters also skip the hidden todos above the window).
  public static func render(_ state: Todos.State, width: Int, height: Int, file: String) -> [String]
  {
    let shownCount = state.visibleCount
    let height = max(height, 0)
    let (header, footer, field) = chrome(state, width: width, height: height, file: file)
    let room = max(0, height - header.count - footer.count)
    var rows: [String] = []
    var highlighted: Int?  // the highlighted row's line in `rows`
    if room > 0 {
      if shownCount == 0 {
        rows = [state.todos.isEmpty ? "  No todos yet. Press a to add one." : "  Nothing to show."]
      } else {
        let first = max(0, min(state.cursor - room + 1, shownCount - room))
        rows = state.visibleTodos(in: first..<(first + room)).map { offset, todo in
          row(todo, number: offset + 1, highlighted: offset == state.cursor)
        }
        highlighted = state.cursor - first
      }
      rows += Array(repeating: "", count: max(0, room - rows.count))
    }
    var lines = (header + rows + footer).map {
      TerminalText.clip(TerminalText.inert($0), to: width)
    }
    if let highlighted, rows.indices.contains(highlighted) {
      lines[header.count + highlighted] = reverse + lines[header.count + highlighted] + plain
    }
    if let field, case .edit(let draft)? = state.destination, field < footer.count {
      lines[header.count + rows.count + field] = fieldLine(draft, width: width)
    }
    return lines
  }

  /// How many rows of the list the screen shows: what Page Up and Page Down move.
  ///
  /// - Complexity: O(1) in the length of the list.
  public static func listHeight(_ state: Todos.State, width: Int, height: Int) -> Int {
    let (header, footer, _) = chrome(state, width: width, height: max(height, 0), file: "")
    return max(1, height - header.count - footer.count)
  }

  /// The lines above and below the list, fitted to `height` with a row to spare if it allows,
  /// and which footer line is the edit field.
  private static func chrome(
    _ state: Todos.State, width: Int, height: Int, file: String
  ) -> (header: [String], footer: [String], field: Int?) {
    var (header, footer) = frame(state, width: width, file: file)
    var field: Int?
    switch state.destination {
    case .edit(let draft)?:
      footer.append(draft.todoID == nil ? "New todo:" : "Edit title:")
      field = footer.count
      footer.append("")  // drawn by `fieldLine`, with its cursor
      footer.append("enter save · esc cancel · ←/→ home/end ^W ^U edit")
      if let note = draft.note { footer.append(note) }
    case .alert(let alert)?:
      footer.append(String(state: alert.title))
      if let message = alert.message { footer.append(String(state: message)) }
      footer.append("y delete · n or esc keep")
    case nil:
      footer.append(state.status ?? (state.isLoaded ? "" : "Loading…"))
      footer.append(contentsOf: keyHelp)
    }
    // Too short for all of it and a row of the list: the header gives way from its rule up
    // (the warning before the title bar), then the footer's rule, then the footer's last lines
    // down to what it cannot do without: the sheet's prompt and field, the whole question, the
    // status line.
    while header.count + footer.count > height - 1, !header.isEmpty { header.removeLast() }
    if header.count + footer.count > height - 1, footer.count > 1 {
      footer.removeFirst()
      field? -= 1
    }
    let essential =
      switch state.destination {
      case .edit?: (field ?? 0) + 1
      case .alert?: footer.count
      case nil: 1
      }
    while footer.count > essential, header.count + footer.count > height - 1 {
      footer.removeLast()
    }
    return (header, Array(footer.prefix(height)), field)
  }

  /// Turns reverse video on: the highlighted row and the field's cursor.
  public static let reverse = "\u{1B}[7m"
  /// Turns reverse video off.
  public static let plain = "\u{1B}[27m"

  /// The keys of the list, as the screen lists them under it.
  static let keyHelp = [
    "↑↓ k/j PgUp/PgDn g/G select · space toggle · a add · e edit · d delete",
    "f/Tab filter · c clear completed · K/J move · u undo · r redo · q quit",
  ]

  /// The title bar, the filter bar and the warning over the list, and the rule under it.
  private static func frame(
    _ state: Todos.State, width: Int, file: String
  ) -> ([String], [String]) {
    let done = state.completedCount
    let rule = String(repeating: "─", count: max(0, min(width, 60)))
    var header = [
      "Arbor Todos · \(file)\(state.hasUnsavedChanges ? " · unsaved" : "")",
      filterBar(state.filter.selection)
        + "   \(state.todos.count - done) active, \(done) completed",
      rule,
    ]
    if let warning = state.warning {
      // A warning says what happened and what to do: all of it is shown, over a few lines.
      header.insert(contentsOf: wrap("! \(warning)", width: width, lines: 3), at: 1)
    }
    return (header, [rule])
  }

  /// The title field, `> ` then the title, its cursor in reverse video (a block at the end),
  /// cut at the front when it is too long so that the cursor stays in view with some of the
  /// text after it.
  static func fieldLine(_ draft: EditTodo.State, width: Int) -> String {
    let characters = Array(draft.title)
    let at = min(max(draft.cursor, 0), characters.count)
    let before = "> " + TerminalText.inert(String(characters[..<at]))
    let under = at < characters.count ? TerminalText.inert(String(characters[at])) : "█"
    let after = at < characters.count ? TerminalText.inert(String(characters[(at + 1)...])) : ""
    // A third of the width, at most, is kept for what follows the cursor.
    let reserve = min(TerminalText.columns(after), max(0, width / 3))
    let head = TerminalText.clipLeading(before + under, to: width - reserve)
    guard head.hasSuffix(under) else { return head }  // too narrow for the cursor's character
    let lead = String(head.dropLast(under.count))
    let cursor = at < characters.count ? reverse + under + plain : under
    let room = width - TerminalText.columns(head)
    return lead + cursor + (room > 0 ? TerminalText.clip(after, to: room) : "")
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

  /// One todo's line; the highlighted one starts with `›` (and the screen shows it in reverse
  /// video too, so it stands out on any terminal).
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
