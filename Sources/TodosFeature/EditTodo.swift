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
    /// Where typing goes, in characters from the start of ``title`` (its count is the end).
    public var cursor: Int
    /// What the sheet has to say: that the last paste left lines out, or that a title is
    /// needed. Shown inside the sheet, where the user is looking.
    public var note: String?

    /// Makes a draft, its cursor at the end of the title unless `cursor` says otherwise.
    public init(
      todoID: Todo.State.ID? = nil, title: String = "", cursor: Int? = nil, note: String? = nil
    ) {
      self.todoID = todoID
      self.title = title
      self.cursor = min(max(cursor ?? title.count, 0), title.count)
      self.note = note
    }

    /// The title without surrounding blanks: what saving keeps.
    public var trimmedTitle: String {
      title.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// What can happen in the sheet.
  public enum Action: Equatable, Sendable {
    /// The title field changed to a new text; the cursor goes to its end.
    case titleChanged(String)
    /// A key edited the field at its cursor.
    case edited(EditTodo.FieldEdit)
    /// Text was pasted into the title field.
    ///
    /// A title is one line, so the first line that holds anything goes in at the cursor and the
    /// lines after it are left out (the sheet's note says how many): a pasted list never turns
    /// into several todos, nor into keys, behind the user's back.
    case textPasted(String)
  }

  /// Makes the sheet feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .titleChanged(let title):
        state.title = title
        state.cursor = title.count
        if state.note != nil { state.note = nil }
        return .none

      case .edited(let edit):
        state.apply(edit)
        if state.note != nil { state.note = nil }
        return .none

      case .textPasted(let text):
        let lines = text.split(whereSeparator: \.isNewline).filter {
          !$0.allSatisfy(\.isWhitespace)
        }
        guard let first = lines.first else { return .none }
        state.apply(.insert(String(first)))
        state.note =
          lines.count > 1
          ? "Pasted the first line only; \(plural(lines.count - 1, "more line")) left out." : nil
        return .none
      }
    }
  }
}
