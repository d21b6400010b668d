import ComposableArchitecture
import Testing

@MainActor
@Suite struct PresentationReducerTests {
  @Test func observersOfThePresentedFieldSeeItDismissedAndPresented() {
    let store = Store(initialState: Host.State()) { Host() }
    var seen: [Bool] = []
    let token = observe { seen.append(store.editor != nil) }
    store.send(.presentEditor)
    store.send(.editor(.dismiss))
    store.send(.deleteTapped)
    var alertSeen: [Bool] = []
    let alertToken = observe { alertSeen.append(store.alert != nil) }
    store.send(.alert(.presented(.confirmDeletion)))
    #expect(
      seen == [false, true, false], "a dismissal through ifLet reaches the field's observers")
    #expect(
      alertSeen == [true, false], "an alert goes away after its action, and observers see it")
    token.cancel()
    alertToken.cancel()
  }

  @Test func parentDismissalCancelsTheChildsEffects() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.presentEditor) { $0.editor = Editor.State() }
    await store.send(.editor(.presented(.listen)))
    await store.send(.editor(.dismiss)) {
      $0.editor = nil
      $0.sawEditorOnDismiss = ""
    }
  }

  @Test func replacingTheDestinationWithTheSameIdentityKeepsItsEffects() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.presentEditor) { $0.editor = Editor.State() }
    await store.send(.editor(.presented(.listen)))
    // A new editor in the same place, with nothing to tell it apart (no case, no id): the same
    // presentation, as in TCA, so the first editor's listening effect keeps running.
    await store.send(.presentEditor)
    await store.skipInFlightEffects(strict: true)
  }

  @Test func recursivePresentationTenLevelsDeep() async {
    let store = Store(initialState: Nested.State()) { Nested() }
    for depth in 0..<10 {
      store.send(Nested.action(.presentChild, atDepth: depth))
    }
    var level = store.state
    for depth in 0..<10 {
      #expect(level.depth == depth)
      level = level.child!
    }
    #expect(level.depth == 10 && level.child == nil)

    // The deepest feature dismisses itself: only its own presenter lets go of it.
    await store.send(Nested.action(.closeTapped, atDepth: 10)).finish()
    var deepest = store.state
    for _ in 0..<9 { deepest = deepest.child! }
    #expect(deepest.depth == 9)
    #expect(deepest.child == nil)

    // A feature in the middle dismisses itself, and everything it presented goes with it.
    await store.send(Nested.action(.closeTapped, atDepth: 5)).finish()
    var middle = store.state
    for _ in 0..<4 { middle = middle.child! }
    #expect(middle.depth == 4 && middle.child == nil)
  }

  @Test func presentedActionWithNothingPresentedIsReported() async {
    let store = Store(initialState: Host.State()) { Host() }
    withKnownIssue {
      store.send(.editor(.presented(.type("lost"))))
    } matching: { issue in
      issue.firstLine(
        startsWith: "An \"ifLet\" at \"ComposableArchitectureTests/NavigationFeatures.swift:",
        endsWith: "\" received a presentation action when destination state was absent."
      )
    }
  }

  @Test func dismissWithNothingPresentedIsReportedAndReachesTheParent() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await withKnownIssue {
      await store.send(.editor(.dismiss)) { $0.sawEditorOnDismiss = "<nothing>" }
    } matching: { issue in
      issue.firstLine(
        startsWith: "An \"ifLet\" at \"ComposableArchitectureTests/NavigationFeatures.swift:",
        endsWith: "\" received a presentation action when destination state was absent."
      )
    }
  }
}
