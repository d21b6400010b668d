import ComposableArchitecture
import Foundation

/// The edit sheet: a title being typed, for a new todo or an existing one.
///
/// The sheet owns only its draft. Saving and dismissing are the list's decisions (the list
/// reads the draft when it confirms), as in Point-Free's SyncUps sample, so nothing round-trips
/// through an effect and a scripted session sees the result at once.
@Reducer
public struct EditTodo {
  /// The draft.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The todo being edited, or `nil` when the sheet adds a new one.
    public var todoID: Todo.State.ID?
    /// The title as typed so far.
    public var title: String

    /// Makes a draft.
    public init(todoID: Todo.State.ID? = nil, title: String = "") {
      self.todoID = todoID
      self.title = title
    }

    /// The title without surrounding blanks: what saving keeps.
    public var trimmedTitle: String {
      title.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// What can happen in the sheet.
  public enum Action: Equatable, Sendable {
    /// The title field changed to a new text.
    case titleChanged(String)
  }

  /// Makes the sheet feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .titleChanged(let title):
        state.title = title
        return .none
      }
    }
  }
}
