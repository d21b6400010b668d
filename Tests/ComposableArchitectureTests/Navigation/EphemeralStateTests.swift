import ComposableArchitecture
import Testing

/// Alerts and dialogs are ephemeral: presented through `ifLet`, any of their actions dismisses them.
@MainActor
@Suite struct EphemeralStateTests {
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
}
