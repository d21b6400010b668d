import ComposableArchitecture

/// Editing a note's text.
@Reducer
public struct NoteEditor {
  @ObservableState
  public struct State: Equatable {
    public var text: String
    public init(text: String = "") {
      self.text = text
    }
  }

  public enum Action {
    case textChanged(String)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .textChanged(text):
        state.text = text
        return .none
      }
    }
  }
}

/// A list of notes whose destination is an editor, an alert or a confirmation dialog: one
/// `@Reducer enum` holding a feature and the two kinds of ephemeral state.
@Reducer
public struct NotesFeature {
  @Reducer
  public enum Destination {
    case editor(NoteEditor)
    case alert(AlertState<NotesFeature.Action.Alert>)
    case confirmDeletion(ConfirmationDialogState<NotesFeature.Action.ConfirmDeletion>)
  }

  @ObservableState
  public struct State: Equatable {
    @Presents public var destination: Destination.State?
    public var notes: [String] = []
    public init(notes: [String] = []) {
      self.notes = notes
    }
  }

  public enum Action {
    case addButtonTapped
    case deleteAllButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case saveButtonTapped

    @CasePathable
    public enum Alert: Equatable {
      case emptyNoteAcknowledged
    }

    @CasePathable
    public enum ConfirmDeletion: Equatable {
      case confirm
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .editor(NoteEditor.State())
        return .none

      case .deleteAllButtonTapped:
        state.destination = .confirmDeletion(
          ConfirmationDialogState {
            TextState("Delete every note?")
          } actions: {
            ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
          }
        )
        return .none

      case .destination(.presented(.confirmDeletion(.confirm))):
        state.notes = []
        return .none

      case .destination:
        return .none

      case .saveButtonTapped:
        guard case let .editor(editor) = state.destination else { return .none }
        guard !editor.text.isEmpty else {
          state.destination = .alert(
            AlertState {
              TextState("A note needs some text.")
            } actions: {
              ButtonState(action: .emptyNoteAcknowledged) { TextState("OK") }
            }
          )
          return .none
        }
        state.notes.append(editor.text)
        state.destination = nil
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension NotesFeature.Destination.State: Equatable {}
