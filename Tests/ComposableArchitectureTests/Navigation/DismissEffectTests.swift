import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct DismissEffectTests {
  @Test func presentedChildDismissesItselfThroughItsParent() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.presentEditor) { $0.editor = Editor.State() }
    await store.send(.editor(.presented(.type("draft")))) { $0.editor?.text = "draft" }
    await store.send(.editor(.presented(.closeTapped)))
    // The parent receives an ordinary `.dismiss`, and still sees the editor while it runs.
    await store.receive(\.editor.dismiss) {
      $0.editor = nil
      $0.sawEditorOnDismiss = "draft"
    }
  }

  @Test func aPresentedChildDismissesItselfFromAnEffectsErrorHandler() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.presentEditor) { $0.editor = Editor.State() }
    await store.send(.editor(.presented(.closeAfterFailure)))
    await store.receive(\.editor.dismiss) {
      $0.editor = nil
      $0.sawEditorOnDismiss = ""
    }
  }

  @Test func dismissalCancelsTheChildsEffects() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.presentEditor) { $0.editor = Editor.State() }
    await store.send(.editor(.presented(.listen)))
    await store.send(.editor(.presented(.closeTapped)))
    await store.receive(\.editor.dismiss) {
      $0.editor = nil
      $0.sawEditorOnDismiss = ""
    }
    // The exhaustive test store fails here if `listen`'s effect still runs.
  }

  @Test func stackElementPopsItself() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.pushEditor) { $0.path[id: 0] = Editor.State() }
    await store.send(.pushEditor) { $0.path[id: 1] = Editor.State() }
    await store.send(.path(.element(id: 0, action: .listen)))
    await store.send(.path(.element(id: 1, action: .closeTapped)))
    await store.receive(\.path.popFrom) { $0.path.pop(from: 1) }
    #expect(store.state.path.ids == [0])
    await store.send(.path(.element(id: 0, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 0))) { $0.path = [] }
  }

  @Test func isPresentedOnlyInsidePresentations() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.checkPresented)
    await store.send(.presentEditor) { $0.editor = Editor.State() }
    await store.send(.editor(.presented(.checkPresented))) { $0.editor?.wasPresented = true }
    await store.send(.pushEditor) { $0.path[id: 0] = Editor.State() }
    await store.send(.path(.element(id: 0, action: .checkPresented))) {
      $0.path[id: 0]?.wasPresented = true
    }
    let root = TestStore(initialState: Editor.State()) { Editor() }
    await root.send(.checkPresented) { $0.wasPresented = false }
  }

  @Test func rootFeatureOfATestStoreIsDismissed() async {
    let store = TestStore(initialState: Editor.State()) { Editor() }
    #expect(!store.isDismissed)
    await store.send(.closeTapped)
    #expect(store.isDismissed)
  }

  @Test func dismissingWithNothingPresentedIsReported() async {
    let store = Store(initialState: Editor.State()) { Editor() }
    await withKnownIssue {
      await store.send(.closeTapped).finish()
    } matching: { issue in
      issue.firstLine(
        startsWith: "A reducer requested dismissal at \"ComposableArchitectureTests/",
        endsWith: "\", but couldn't be dismissed."
      )
        && issue.reportedText.contains("@Dependency(\\.isPresented)")
    }
  }

  @Test func dismissOutsideThePresentedEffectsIsReported() async {
    let dismiss = withDependencies {
      $0.dismiss = DismissEffect(mode: .presentation)
    } operation: {
      DependencyValues._current.dismiss
    }
    await withKnownIssue {
      await dismiss()
    } matching: { issue in
      issue.reportedText.contains("where the parent cannot be reached")
    }
  }

  @Test func customDismissEffectRunsItsClosure() async {
    let calls = LockIsolated(0)
    let dismiss = DismissEffect { calls.withValue { $0 += 1 } }
    await dismiss()
    #expect(calls.value == 1)
  }
}
