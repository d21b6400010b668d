import ComposableArchitecture
import Testing

@MainActor
@Suite struct StackReducerTests {
  @Test func pushElementAndPopFromWithIDs() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.path(.push(id: 0, state: .editor(Editor.State())))) {
      $0.path[id: 0] = .editor(Editor.State())
    }
    await store.send(.path(.push(id: 1, state: .viewer(Viewer.State(title: "v"))))) {
      $0.path[id: 1] = .viewer(Viewer.State(title: "v"))
    }
    await store.send(.path(.element(id: 0, action: .editor(.type("hi"))))) {
      $0.path[id: 0, case: \.editor]?.text = "hi"
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = []
      $0.popped = [0]
    }
  }

  @Test func appendInTheParentTakesTheNextID() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.pushEditor) { $0.path[id: 0] = Editor.State() }
    await store.send(.path(.push(id: 1, state: Editor.State(text: "pushed")))) {
      $0.path[id: 1] = Editor.State(text: "pushed")
    }
    // A push by hand moved the sequence on: the next append is #2.
    await store.send(.pushEditor) { $0.path[id: 2] = Editor.State() }
    #expect(store.state.path.ids == [0, 1, 2])
  }

  @Test func poppedElementsHaveTheirEffectsCancelled() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.pushEditor) { $0.path[id: 0] = Editor.State() }
    await store.send(.pushEditor) { $0.path[id: 1] = Editor.State() }
    await store.send(.path(.element(id: 0, action: .listen)))
    await store.send(.path(.element(id: 1, action: .listen)))
    // Popping from #0 pops #1 too; both effects are cancelled, or the store fails at the end.
    await store.send(.path(.popFrom(id: 0))) { $0.path = [] }
  }

  @Test func enumElementDismissesItself() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.path(.push(id: 0, state: .viewer(Viewer.State())))) {
      $0.path[id: 0] = .viewer(Viewer.State())
    }
    await store.send(.path(.element(id: 0, action: .viewer(.closeTapped))))
    await store.receive(\.path.popFrom) {
      $0.path = []
      $0.popped = [0]
    }
  }

  @Test func actionForMissingElementIsReported() async {
    let store = Store(initialState: Navigator.State()) { Navigator() }
    withKnownIssue {
      store.send(.path(.element(id: 3, action: .viewer(.closeTapped))))
    } matching: { issue in
      issue.firstLine(
        startsWith: "A \"forEach\" at \"ComposableArchitectureTests/NavigationFeatures.swift:",
        endsWith: "\" received an action for a missing element."
      )
    }
  }

  @Test func popFromMissingElementIsReported() async {
    let store = Store(initialState: Navigator.State()) { Navigator() }
    withKnownIssue {
      store.send(.path(.popFrom(id: 3)))
    } matching: { issue in
      issue.firstLine(
        startsWith: "A \"forEach\" at \"ComposableArchitectureTests/NavigationFeatures.swift:",
        endsWith: "\" received a \"popFrom\" action for a missing element."
      )
    }
  }

  @Test func pushOfAnIDAlreadyOnTheStackIsReported() async {
    let store = Store(initialState: Navigator.State()) { Navigator() }
    store.send(.path(.push(id: 0, state: .viewer(Viewer.State(title: "first")))))
    withKnownIssue {
      store.send(.path(.push(id: 0, state: .viewer(Viewer.State(title: "second")))))
    } matching: { issue in
      issue.firstLine(
        startsWith: "A \"forEach\" at \"ComposableArchitectureTests/NavigationFeatures.swift:",
        endsWith: "\" received a \"push\" action for an element it already contains."
      )
    }
    #expect(store.path[id: 0, case: \.viewer]?.title == "first")
  }
}
