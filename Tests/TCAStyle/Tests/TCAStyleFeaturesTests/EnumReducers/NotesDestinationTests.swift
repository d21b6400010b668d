import ComposableArchitecture
import Testing

@testable import TCAStyleFeatures

@MainActor
struct NotesDestinationTests {
  @Test
  func savingAnEditedNoteDismissesTheEditor() async {
    let store = TestStore(initialState: NotesFeature.State()) {
      NotesFeature()
    }
    await store.send(.addButtonTapped) {
      $0.destination = .editor(NoteEditor.State())
    }
    await store.send(\.destination.editor.textChanged, "Milk") {
      $0.destination = .editor(NoteEditor.State(text: "Milk"))
    }
    await store.send(.saveButtonTapped) {
      $0.destination = nil
      $0.notes = ["Milk"]
    }
  }

  @Test
  func anEmptyNoteShowsAnAlertThatGoesAwayOnItsButton() async {
    let store = TestStore(initialState: NotesFeature.State()) {
      NotesFeature()
    }
    await store.send(.addButtonTapped) {
      $0.destination = .editor(NoteEditor.State())
    }
    await store.send(.saveButtonTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("A note needs some text.")
        } actions: {
          ButtonState(action: .emptyNoteAcknowledged) { TextState("OK") }
        }
      )
    }
    await store.send(\.destination.alert.emptyNoteAcknowledged) {
      $0.destination = nil
    }
  }

  @Test
  func confirmingTheDialogDeletesEveryNote() async {
    let store = TestStore(initialState: NotesFeature.State(notes: ["Milk", "Eggs"])) {
      NotesFeature()
    }
    await store.send(.deleteAllButtonTapped) {
      $0.destination = .confirmDeletion(
        ConfirmationDialogState {
          TextState("Delete every note?")
        } actions: {
          ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
        }
      )
    }
    await store.send(\.destination.confirmDeletion.confirm) {
      $0.destination = nil
      $0.notes = []
    }
  }
}
