import ComposableArchitecture
import Foundation

/// The question asked before a todo is deleted.
///
/// A stand-in for `AlertState`, which Arbor does not have yet: it is presented the same way
/// (a case of the list's `Destination`, through `@Presents`), its buttons are actions the list
/// handles, and "cancel" is the presentation's own `.dismiss`, so moving to
/// `AlertState<Todos.Destination.Alert>` later changes this file and a few lines of the list.
@Reducer
public struct DeleteConfirmation {
  /// Which todo the question is about.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The todo to delete on confirmation.
    public var todoID: Todo.State.ID
    /// Its title, shown in the question.
    public var title: String

    /// Makes the question.
    public init(todoID: Todo.State.ID, title: String) {
      self.todoID = todoID
      self.title = title
    }

    /// The question as shown to the user.
    public var message: String { "Delete “\(title)”?" }
  }

  /// The answers.
  public enum Action: Equatable, Sendable {
    /// The user confirmed: the list deletes the todo and dismisses the question.
    case confirmDeletion
  }

  /// Makes the confirmation feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}
