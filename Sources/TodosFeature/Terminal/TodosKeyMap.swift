import ComposableArchitecture

/// What each key does, given what is on screen: the interactive face of the app, kept pure so
/// it can be tested without a terminal.
public enum TodosKeyMap {
  /// What a key press asks for.
  public enum Command: Equatable {
    /// Send these actions, in order.
    case send([Todos.Action])
    /// Save and leave.
    case quit
    /// Nothing.
    case ignore
  }

  /// The command for a key.
  ///
  /// A paste is text for the edit sheet's field and nothing anywhere else: its characters never
  /// act as keys. Alt with a key does nothing. Esc closes the sheet or the question and does
  /// nothing on the list, so pressing it once too often never quits: `q` does.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - state: The app's state when it was pressed.
  ///   - pageSize: How many rows Page Up and Page Down move: the rows the screen shows.
  /// - Returns: What to do.
  public static func command(
    for key: TerminalKey, in state: Todos.State, pageSize: Int = 10
  ) -> Command {
    if key == .interrupt || key == .endOfFile { return .quit }
    switch state.destination {
    case .edit?:
      func edit(_ edit: EditTodo.FieldEdit) -> Command {
        .send([.destination(.presented(.edit(.edited(edit))))])
      }
      switch key {
      case .enter: return .send([.confirmEditButtonTapped])
      case .escape: return .send([.destination(.dismiss)])
      case .character(let character): return edit(.insert(String(character)))
      case .paste(let text): return .send([.destination(.presented(.edit(.textPasted(text))))])
      case .backspace: return edit(.deleteBackward)
      case .delete, .control("d"): return edit(.deleteForward)
      case .left, .control("b"): return edit(.moveLeft)
      case .right, .control("f"): return edit(.moveRight)
      case .home, .control("a"): return edit(.moveToStart)
      case .end, .control("e"): return edit(.moveToEnd)
      case .control("w"): return edit(.deleteWordBackward)
      case .control("u"): return edit(.deleteToStart)
      case .control("k"): return edit(.deleteToEnd)
      default: return .ignore
      }
    case .alert(let alert)?:
      switch key {
      // Only y deletes: Enter, pressed out of habit, must not.
      case .character("y"), .character("Y"):
        return alert.answer(.destructive).map { .send([$0]) } ?? .ignore
      case .character("n"), .character("N"), .escape:
        return .send([alert.answer(.cancel) ?? .destination(.dismiss)])
      default: return .ignore
      }
    case nil:
      let highlighted = state.highlightedTodo?.id
      func onHighlighted(_ action: (Todo.State.ID) -> Todos.Action) -> Command {
        highlighted.map { .send([action($0)]) } ?? .ignore
      }
      let page = max(1, pageSize)
      switch key {
      case .up, .character("k"): return .send([.cursorMoved(.up)])
      case .down, .character("j"): return .send([.cursorMoved(.down)])
      case .pageUp: return .send([.cursorPaged(.up, rows: page)])
      case .pageDown: return .send([.cursorPaged(.down, rows: page)])
      case .home, .character("g"): return .send([.cursorMovedToEnd(.up)])
      case .end, .character("G"): return .send([.cursorMovedToEnd(.down)])
      case .character(" "), .character("x"):
        return onHighlighted { .todos(.element(id: $0, action: .toggleCompletion)) }
      case .character("a"): return .send([.addButtonTapped])
      case .character("e"), .enter: return onHighlighted { .editButtonTapped(id: $0) }
      case .character("d"), .backspace, .delete:
        return onHighlighted { .deleteButtonTapped(id: $0) }
      case .character("f"), .tab: return .send([.filter(.cycled)])
      case .character("c"): return .send([.clearCompletedButtonTapped])
      case .character("K"): return onHighlighted { .moveButtonTapped(id: $0, direction: .up) }
      case .character("J"): return onHighlighted { .moveButtonTapped(id: $0, direction: .down) }
      case .character("u"): return .send([.undoButtonTapped])
      case .character("r"), .control("r"): return .send([.redoButtonTapped])
      // Esc takes a warning off the screen; on the list it does nothing else, so an Esc too
      // many (after closing a sheet) never quits.
      case .escape where state.warning != nil: return .send([.warningDismissed])
      case .character("q"): return .quit
      default: return .ignore
      }
    }
  }
}
