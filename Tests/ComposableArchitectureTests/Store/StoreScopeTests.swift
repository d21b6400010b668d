import LessonFeatures
import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct StoreScopeTests {
  @Reducer
  struct Row {
    struct State: Equatable, Identifiable {
      let id: Int
      var checked = false
    }
    enum Action: Equatable { case toggle }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.checked.toggle()
        return .none
      }
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable {
      var counter = Contador.State()
      var detail: Contador.State?
      var rows: IdentifiedArrayOf<Row.State> = []
    }
    enum Action: Equatable {
      case counter(Contador.Action)
      case detail(Contador.Action)
      case rows(IdentifiedActionOf<Row>)
      case dismiss
      case removeAll
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Contador() }
      Reduce { state, action in
        switch action {
        case .dismiss:
          state.detail = nil
        case .removeAll:
          state.rows.removeAll()
        default:
          break
        }
        return .none
      }
      .ifLet(\.detail, action: \.detail) { Contador() }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  @Test func unlabeledScopesAreTheLabeledOnes() {
    let store = Store(
      initialState: Parent.State(detail: Contador.State(), rows: [Row.State(id: 1)])
    ) {
      Parent()
    }
    #expect(
      store.scope(\.counter, action: \.counter) === store.scope(state: \.counter, action: \.counter)
    )
    let detail: Store<Contador.State, Contador.Action>? = store.scope(\.detail, action: \.detail)
    #expect(detail === store.scope(state: \.detail, action: \.detail))
    detail?.send(.incrementar)
    #expect(store.detail?.cuenta == 1)
    let rows = store.scope(\.rows, action: \.rows)
    rows[0].send(.toggle)
    #expect(store.rows[id: 1]?.checked == true)
    store.send(.dismiss)
    let dismissed: Store<Contador.State, Contador.Action>? = store.scope(\.detail, action: \.detail)
    #expect(dismissed == nil)
  }

  @Test func aScopedStoreReadsThroughTheParentAndWrapsItsActions() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    counter.send(.incrementar)
    #expect(counter.cuenta == 1)
    #expect(store.counter.cuenta == 1)
  }

  @Test func scopingTwiceWithTheSamePathsGivesTheSameStore() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(
      store.scope(state: \.counter, action: \.counter)
        === store.scope(state: \.counter, action: \.counter)
    )
  }

  @Test func anOptionalScopeIsNilWhileTheStateIsNil() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(state: \.detail, action: \.detail) == nil)
  }

  @Test func aDismissedChildStoreKeepsItsLastStateAndReportsActions() {
    let store = Store(initialState: Parent.State(detail: Contador.State(cuenta: 3))) { Parent() }
    let detail = store.scope(state: \.detail, action: \.detail)!
    detail.send(.incrementar)
    store.send(.dismiss)
    #expect(detail.cuenta == 4)
    withKnownIssue {
      detail.send(.incrementar)
    } matching: { issue in
      issue.reportedText.contains("state has gone away")
    }
    #expect(store.detail == nil)
    #expect(store.scope(state: \.detail, action: \.detail) == nil)
  }

  @Reducer
  struct Holder {
    struct State: Equatable { var inner: Parent.State? = Parent.State() }
    enum Action: Equatable {
      case inner(Parent.Action)
      case close
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .close = action { state.inner = nil }
        return .none
      }
      .ifLet(\.inner, action: \.inner) { Parent() }
    }
  }

  @Test func aStoreScopedBelowADismissedChildStillReportsItsActions() {
    let store = Store(initialState: Holder.State()) { Holder() }
    let counter = store.scope(state: \.inner, action: \.inner)!
      .scope(state: \.counter, action: \.counter)
    counter.send(.incrementar)
    #expect(store.inner?.counter.cuenta == 1)
    store.send(.close)
    withKnownIssue {
      counter.send(.incrementar)
    } matching: { issue in
      issue.reportedText.contains("state has gone away")
    }
    #expect(store.inner == nil)
  }

  @Test func aStoreScopedToStateThatCannotGoAwaySendsThroughItsParent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    #expect(store.scope(state: \.detail, action: \.detail) == nil)
    counter.send(.incrementar)
    counter.send(.incrementar)
    #expect(store.counter.cuenta == 2)
  }

  /// A scoped store's send holds the root core through its parent's send: it keeps working
  /// after its root store is gone, and the core goes with it.
  @Test func aScopedStoreOutlivingItsRootStoreStillWorksAndFreesTheCore() {
    weak var rootStore: Store<Parent.State, Parent.Action>?
    weak var rootCore: AnyObject?
    var counter: Store<Contador.State, Contador.Action>?
    do {
      let store = Store(initialState: Parent.State()) { Parent() }
      rootStore = store
      rootCore = store.core
      counter = store.scope(state: \.counter, action: \.counter)
    }
    #expect(rootStore == nil)
    #expect(rootCore != nil)
    counter?.send(.incrementar)
    counter?.send(.incrementar)
    #expect(counter?.cuenta == 2)
    counter = nil
    #expect(rootCore == nil)
  }

  @Test func elementStoresReadTheirRowAndSendElementActions() {
    let store = Store(
      initialState: Parent.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    ) { Parent() }
    let rows = store.scope(state: \.rows, action: \.rows)
    #expect(rows.count == 2)
    rows[1].send(.toggle)
    #expect(store.rows[id: 2]?.checked == true)
    #expect(rows[1] === store.scope(state: \.rows, action: \.rows)[1])
  }

  @Test func scopedStoresAreFreedWithTheirRoot() {
    weak var root: StoreOf<Parent>?
    weak var rootCore: RootCore<Parent>?
    weak var counter: StoreOf<Contador>?
    weak var detail: StoreOf<Contador>?
    weak var row: StoreOf<Row>?
    do {
      let store = Store(
        initialState: Parent.State(detail: Contador.State(), rows: [Row.State(id: 1)])
      ) { Parent() }
      root = store
      rootCore = store.core as? RootCore<Parent>
      counter = store.scope(state: \.counter, action: \.counter)
      detail = store.scope(state: \.detail, action: \.detail)
      row = store.scope(state: \.rows, action: \.rows).first
      counter?.send(.incrementar)
      row?.send(.toggle)
      #expect(counter != nil && detail != nil && row != nil)
    }
    #expect(root == nil)
    #expect(rootCore == nil)
    #expect(counter == nil)
    #expect(detail == nil)
    #expect(row == nil)
  }

  @Test func elementStoresOfRemovedRowsLeaveTheCache() {
    let store = Store(
      initialState: Parent.State(
        rows: IdentifiedArray(uniqueElements: (0..<10_000).map { Row.State(id: $0) }))
    ) { Parent() }
    let rows = store.scope(state: \.rows, action: \.rows)
    for row in rows { _ = row.checked }
    let cache = store.children.values.compactMap {
      $0 as? ElementStoreCache<Int, Row.State, Row.Action>
    }.first
    #expect(cache?.count == 10_000)
    store.send(.removeAll)
    #expect(store.scope(state: \.rows, action: \.rows).isEmpty)
    #expect(cache?.count == 0)
  }

  @Test func lessonTwoJourneyWrapsOncePerLevel() async {
    let store = Store(initialState: Pestanas.State()) { Pestanas() }
    let contador =
      store
      .scope(state: \.pestana, action: \.pestana)
      .scope(state: \.panel, action: \.panel)
      .scope(state: \.contador, action: \.contador)
    await contador.send(.pedirRespuesta).finish()
    #expect(
      store.received == [
        .pestana(.panel(.contador(.pedirRespuesta))),
        .pestana(.panel(.contador(.respuestaRecibida))),
      ])
    #expect(store.pestana.panel.contador.cuenta == 0)
    #expect(store.pestana.panel.contador.cargando == false)
  }
}

/// Lesson 002's tree, one level deeper: a tab holds the panel, the app holds the tab.
@Reducer
struct Pestana {
  struct State: Equatable { var panel = Panel.State() }
  enum Action: Equatable { case panel(Panel.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.panel, action: \.panel) { Panel() }
  }
}

@Reducer
struct Pestanas {
  struct State: Equatable {
    var pestana = Pestana.State()
    var received: [Action] = []
  }
  enum Action: Equatable { case pestana(Pestana.Action) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.received.append(action)  // every action reaches the root, fully wrapped
      return .none
    }
    Scope(state: \.pestana, action: \.pestana) { Pestana() }
  }
}
