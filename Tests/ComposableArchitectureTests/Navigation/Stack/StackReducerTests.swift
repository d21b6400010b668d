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

  @Test func anAppendInASendAssertionGetsTheIDTheReducerGot() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.pushEditor) { $0.path.append(Editor.State()) }
    await store.send(.pushEditor) { $0.path.append(Editor.State()) }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func aReceiveAssertionAppendsWithACopyOfTheSequence() async {
    let store = TestStore(initialState: Opener.State()) { Opener() }
    await store.send(.openTapped)
    // As in TCA, a received action was reduced before its assertion runs: the reducer took #0,
    // so the closure's append takes #1 and does not match, but it leaves the store's sequence
    // where the reducer left it.
    await withKnownIssue {
      await store.receive(\.open) { $0.path.append(Editor.State()) }
    }
    await store.send(.openTapped)
    await store.receive(\.open) { $0.path[id: 1] = Editor.State() }
  }

  @Test func anAppendInAnAssertLeavesTheStoresSequenceAlone() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.pushEditor) { $0.path[id: 0] = Editor.State() }
    // The state has no #1, so this fails; the id it took stays the reducer's to give.
    withKnownIssue {
      store.assert { $0.path.append(Editor.State()) }
    }
    await store.send(.pushEditor) { $0.path.append(Editor.State()) }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func aTestPushAheadOfTheNextIDIsReported() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await withKnownIssue {
      await store.send(.path(.push(id: 2, state: Editor.State()))) {
        $0.path[id: 2] = Editor.State()
      }
    } matching: { issue in
      issue.firstLine(
        startsWith: "A \"forEach\" at \"ComposableArchitectureTests/NavigationFeatures.swift:",
        endsWith: "\" received a \"push\" action with an unexpected generational ID."
      )
    }
    // The sequence stays where it was: the next append is #0.
    await store.send(.pushEditor) { $0.path[id: 0] = Editor.State() }
  }

  @Test func elementsRemovedByAnotherReducerHaveTheirEffectsCancelledOnTheNextAction() async {
    let store = TestStore(initialState: OuterPopper.State()) { OuterPopper() }
    await store.send(.push) { $0.path[id: 0] = Editor.State() }
    await store.send(.path(.element(id: 0, action: .listen)))
    await store.send(.popAllFromOutside) { $0.path = [] }
    // Were the editor's listening effect still running, the test store would fail at the end.
    await store.send(.noop)
  }

  @Test func aLiveStoreAcceptsAPushAheadOfTheNextID() {
    let store = Store(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.context = .live
    }
    store.send(.path(.push(id: 7, state: Editor.State(text: "seven"))))
    store.send(.pushEditor)
    #expect(store.path.ids == [7, 8])
  }
}

/// Removes elements from a reducer outside its `forEach`, which sees it on a later action.
@Reducer
struct OuterPopper {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Editor.State>()
  }
  enum Action: Equatable {
    case push
    case popAllFromOutside
    case noop
    case path(StackActionOf<Editor>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .push = action { state.path.append(Editor.State()) }
      return .none
    }
    .forEach(\.path, action: \.path) { Editor() }
    Reduce { state, action in
      if case .popAllFromOutside = action { state.path.removeAll() }
      return .none
    }
  }
}

/// Pushes from an effect, so that the test receives the push.
@Reducer
struct Opener {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Editor.State>()
  }
  enum Action: Equatable {
    case openTapped
    case open
    case path(StackActionOf<Editor>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        return .send(.open)
      case .open:
        state.path.append(Editor.State())
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Editor() }
  }
}
