import ComposableArchitecture

/// Runs line commands against a store and says what happened: the scripted face of the app.
///
/// Each command becomes the same actions the keys send (adding goes through the edit sheet,
/// deleting through the alert's buttons), so a script exercises the features the screen uses.
@MainActor
public struct LineSession {
  /// The store the commands drive.
  public let store: StoreOf<Todos>

  /// Makes a session on a store.
  public init(store: StoreOf<Todos>) {
    self.store = store
  }

  /// What running one command produced.
  public struct Outcome: Equatable, Sendable {
    /// Lines to print on standard output.
    public var output: [String]
    /// Why the command failed, for standard error: it was not a command, named a todo the list
    /// does not show, answered no question, had nothing to undo or redo, or would have changed
    /// a read-only list. Empty when it did what it said.
    public var errors: [String] = []
    /// Whether the session should end.
    public var quit: Bool = false

    /// Makes an outcome.
    public init(output: [String], errors: [String] = [], quit: Bool = false) {
      self.output = output
      self.errors = errors
      self.quit = quit
    }

    /// Whether the command failed.
    public var failed: Bool { !errors.isEmpty }
  }

  /// Reads and runs one line.
  public func run(line: String) -> Outcome {
    do {
      guard let command = try LineCommand.parse(line) else { return Outcome(output: []) }
      return run(command)
    } catch {
      return Outcome(output: [], errors: [TerminalText.inert(error.message)])
    }
  }

  /// Runs one command.
  ///
  /// Its lines are made ``TerminalText/inert(_:)``: a title holding escape sequences or newlines
  /// prints as one visible line, and does nothing to the terminal that shows it.
  public func run(_ command: LineCommand) -> Outcome {
    var outcome = perform(command)
    outcome.output = outcome.output.map(TerminalText.inert)
    outcome.errors = outcome.errors.map(TerminalText.inert)
    return outcome
  }

  private func perform(_ command: LineCommand) -> Outcome {
    var output: [String] = []
    var errors: [String] = []
    func failed(_ message: String) -> Outcome { Outcome(output: output, errors: [message]) }
    // A pending alert is answered by yes or no only; anything else keeps the todo.
    if case .alert(let alert)? = store.destination, command != .yes, command != .no {
      store.send(.destination(.dismiss))
      output.append(kept(alert))
    }
    if store.isReadOnly, command.changesTheList {
      return failed("The list is read-only: nothing was changed.")
    }
    switch command {
    case .add(let title):
      store.send(.addButtonTapped)
      store.send(.destination(.presented(.edit(.titleChanged(title)))))
      if let refusal = confirmEdit() { return failed(refusal) }
    case .toggle(let n):
      guard let id = id(n, &errors) else { break }
      store.send(.todos(.element(id: id, action: .toggleCompletion)))
    case .edit(let n, let title):
      guard let id = id(n, &errors) else { break }
      store.send(.editButtonTapped(id: id))
      store.send(.destination(.presented(.edit(.titleChanged(title)))))
      if let refusal = confirmEdit() { return failed(refusal) }
    case .delete(let n):
      guard let id = id(n, &errors) else { break }
      store.send(.deleteButtonTapped(id: id))
      if case .alert(let alert)? = store.destination {
        let question = [alert.title] + (alert.message.map { [$0] } ?? [])
        output.append(
          question.map(String.init(state:)).joined(separator: " ")
            + " Type yes to delete it, no to keep it.")
      }
      return Outcome(output: output)
    case .yes, .no:
      guard case .alert(let alert)? = store.destination else {
        return failed("There is no question to answer.")
      }
      if command == .yes {
        store.send(alert.answer(.destructive) ?? .destination(.dismiss))
      } else {
        store.send(alert.answer(.cancel) ?? .destination(.dismiss))
        output.append(kept(alert))
        return Outcome(output: output)
      }
    case .filter(let filter):
      store.send(.filter(.selected(filter)))
    case .clear:
      store.send(.clearCompletedButtonTapped)
    case .up(let n), .down(let n):
      guard let id = id(n, &errors) else { break }
      let direction: Todos.Direction = if case .up = command { .up } else { .down }
      store.send(.moveButtonTapped(id: id, direction: direction))
    case .undo:
      guard !store.undoStack.isEmpty else { return failed("Nothing to undo.") }
      store.send(.undoButtonTapped)
    case .redo:
      guard !store.redoStack.isEmpty else { return failed("Nothing to redo.") }
      store.send(.redoButtonTapped)
    case .list:
      return Outcome(output: output + TodosScreen.list(store.state))
    case .help:
      return Outcome(output: output + LineCommand.usage)
    case .quit:
      return Outcome(output: output, quit: true)
    }
    if !errors.isEmpty { return Outcome(output: output, errors: errors) }
    if output.isEmpty, let status = store.status { output.append(status) }
    return Outcome(output: output)
  }

  /// Saves the sheet; if it stays open (a title of nothing but blanks), closes it and answers
  /// why, so that the next command does not land in it.
  private func confirmEdit() -> String? {
    store.send(.confirmEditButtonTapped)
    guard case .edit(let draft)? = store.destination else { return nil }
    store.send(.destination(.dismiss))
    return draft.note ?? "The todo was not saved."
  }

  /// "Kept “Buy milk”.", naming the todo the delete alert asked about.
  private func kept(_ alert: AlertState<Todos.Action.Alert>) -> String {
    guard let title = alert.todoID.flatMap({ store.todos[id: $0]?.title }) else {
      return "Kept it."
    }
    return "Kept “\(title)”."
  }

  private func id(_ number: Int, _ errors: inout [String]) -> Todo.State.ID? {
    let state = store.withState { $0 }
    guard let todo = state.visibleTodo(at: number - 1) else {
      errors.append(
        state.visibleCount == 0
          ? "There is no todo \(number): the list shows none."
          : "There is no todo \(number): the list shows 1 to \(state.visibleCount).")
      return nil
    }
    return todo.id
  }
}
