import ComposableArchitecture

extension AlertState where Action == Todos.Action.Alert {
  /// The question asked before a todo is deleted: "Delete" confirms, "Cancel" keeps the todo.
  ///
  /// It is presented as the list's `Destination.alert`; the destructive button sends
  /// ``Todos/Action/Alert/confirmDeletion(id:)`` and the cancel button sends nothing, so
  /// answering either way closes the alert.
  ///
  /// ```swift
  /// state.destination = .alert(.deleteTodo(todo))
  /// ```
  public static func deleteTodo(_ todo: Todo.State) -> Self {
    Self {
      TextState("Delete “\(todo.title)”?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: todo.id)) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }

  /// The todo the question is about: the one its destructive button deletes.
  var todoID: Todo.State.ID? {
    for button in buttons {
      if case .confirmDeletion(let id)? = button.action.action { return id }
    }
    return nil
  }

  /// What pressing the button with `role` sends to the list: its action, presented, or the
  /// presentation's `.dismiss` for a button without one (as a UI closing the alert would).
  /// `nil` when the alert has no such button.
  func answer(_ role: ButtonStateRole) -> Todos.Action? {
    guard let button = buttons.first(where: { $0.role == role }) else { return nil }
    return button.action.action.map { .destination(.presented(.alert($0))) }
      ?? .destination(.dismiss)
  }
}
