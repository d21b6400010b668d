import ComposableArchitecture
import Testing

@MainActor
@Suite struct AlertStateTests {
  @Test func buttonActionReachesTheParentAndClearsTheAlert() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(\.alert.confirmDeletion) {
      $0.alert = nil
      $0.deleted = 1
    }
  }

  @Test func cancelButtonDismisses() async throws {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    let cancel = try #require(store.state.alert?.buttons.last)
    #expect(cancel.role == .cancel)
    var sent: Host.Action.Alert?? = .none
    cancel.withAction { sent = .some($0) }
    #expect(sent == .some(nil))
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func dialogActionReachesTheParentAndClearsTheDialog() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.shareTapped) {
      $0.dialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Share")
      } actions: {
        ButtonState(action: .share) { TextState("Share link") }
      }
    }
    #expect(store.state.dialog?.titleVisibility == .visible)
    await store.send(.dialog(.presented(.share))) {
      $0.dialog = nil
      $0.shared = true
    }
  }

  @Test func equalityIgnoresIdentity() {
    let first = AlertState<Int> {
      TextState("Title")
    } message: {
      TextState("Body")
    }
    let second = AlertState<Int> {
      TextState("Title")
    } message: {
      TextState("Body")
    }
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != AlertState<Int> { TextState("Other") })
  }

  @Test func mapTransformsButtonActionsAndKeepsIDs() {
    let alert = AlertState<Int> {
      TextState("Pick")
    } actions: {
      ButtonState(action: 1) { TextState("One") }
      ButtonState { TextState("None") }
    }
    let mapped = alert.map { $0.map(String.init) }
    #expect(mapped.id == alert.id)
    #expect(mapped.buttons.map(\.action.action) == ["1", nil])
    #expect(mapped.buttons.map(\.id) == alert.buttons.map(\.id))
  }

  @Test func builderHandlesConditionsAndLoops() {
    let showArchive = false
    let alert = AlertState<Int> {
      TextState("Actions")
    } actions: {
      for value in 1...3 {
        ButtonState(action: value) { TextState("\(value)") }
      }
      if showArchive {
        ButtonState(action: 0) { TextState("Archive") }
      } else {
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    #expect(alert.buttons.map { String(state: $0.label) } == ["1", "2", "3", "Cancel"])
  }

  @Test func textStateConcatenatesAndStyles() {
    let text = TextState("Careful: ").bold() + TextState("no undo.")
    #expect(String(state: text) == "Careful: no undo.")
    #expect(text != TextState("Careful: ") + TextState("no undo."))
    #expect(TextState("a").italic() == TextState("a").italic())
  }

  @Test func alertDumpsWithoutItsID() {
    let alert = AlertState<Int> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: 1) { TextState("Delete") }
    }
    var dump = ""
    customDump(alert, to: &dump)
    #expect(dump.contains("\"Delete?\""))
    #expect(dump.contains("destructive"))
    #expect(!dump.contains("id:"))
  }
}
