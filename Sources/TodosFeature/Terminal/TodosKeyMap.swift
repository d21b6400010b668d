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
  /// act as keys. Alt with a key does nothing.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - state: The app's state when it was pressed.
  /// - Returns: What to do.
  public static func command(for key: TerminalKey, in state: Todos.State) -> Command {
    if key == .interrupt || key == .endOfFile { return .quit }
    switch state.destination {
    case .edit(let draft)?:
      switch key {
      case .enter: return .send([.confirmEditButtonTapped])
      case .escape: return .send([.destination(.dismiss)])
      case .backspace:
        guard !draft.title.isEmpty else { return .ignore }
        return .send([
          .destination(.presented(.edit(.titleChanged(String(draft.title.dropLast())))))
        ])
      case .character(let character):
        return .send([
          .destination(.presented(.edit(.titleChanged(draft.title + String(character)))))
        ])
      case .paste(let text):
        return .send([.destination(.presented(.edit(.textPasted(text))))])
      default: return .ignore
      }
    case .alert(let alert)?:
      switch key {
      case .character("y"), .character("Y"), .enter:
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
      switch key {
      case .up, .character("k"): return .send([.cursorMoved(.up)])
      case .down, .character("j"): return .send([.cursorMoved(.down)])
      case .character(" "), .character("x"):
        return onHighlighted { .todos(.element(id: $0, action: .toggleCompletion)) }
      case .character("a"): return .send([.addButtonTapped])
      case .character("e"), .enter: return onHighlighted { .editButtonTapped(id: $0) }
      case .character("d"), .backspace: return onHighlighted { .deleteButtonTapped(id: $0) }
      case .character("f"), .character("\t"): return .send([.filter(.cycled)])
      case .character("c"): return .send([.clearCompletedButtonTapped])
      case .character("K"): return onHighlighted { .moveButtonTapped(id: $0, direction: .up) }
      case .character("J"): return onHighlighted { .moveButtonTapped(id: $0, direction: .down) }
      case .character("u"): return .send([.undoButtonTapped])
      // Esc first takes a warning off the screen; with none shown, it quits.
      case .escape where state.warning != nil: return .send([.warningDismissed])
      case .character("q"), .escape: return .quit
      default: return .ignore
      }
    }
  }
}
