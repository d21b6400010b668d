import ComposableArchitecture
import Testing

// The code of the article ComposingFeatures.md, compiled and run.

enum ComposingFeaturesArticle {}

extension ComposingFeaturesArticle {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }
    enum Action: Equatable {
      case incrementButtonTapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Todo {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var title = ""
      var isDone = false
    }
    enum Action: Equatable {
      case toggleTapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.isDone.toggle()
        return .none
      }
    }
  }

  @Reducer
  struct Editor {
    @ObservableState
    struct State: Equatable {
      var title = ""
    }
    enum Action: Equatable {
      case titleChanged(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .titleChanged(title):
          state.title = title
          return .none
        }
      }
    }
  }

  @Reducer
  struct Screen {
    @ObservableState
    struct State: Equatable {
      var counter = Counter.State()
      var todos: IdentifiedArrayOf<Todo.State> = []
      var editor: Editor.State?
    }
    enum Action: Equatable {
      case counter(Counter.Action)
      case todos(IdentifiedActionOf<Todo>)
      case editor(Editor.Action)
      case editButtonTapped
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) {
        Counter()
      }
      Reduce { state, action in
        switch action {
        case .editButtonTapped:
          state.editor = Editor.State()
          return .none
        case .counter, .todos, .editor:
          return .none
        }
      }
      .ifLet(\.editor, action: \.editor) {
        Editor()
      }
      .forEach(\.todos, action: \.todos) {
        Todo()
      }
    }
  }

  @Reducer
  enum Destination {
    case counter(Counter)
    case editor(Editor)
  }

  @Reducer
  struct Tabs {
    @ObservableState
    struct State: Equatable {
      var current: Destination.State = .counter(Counter.State())
    }
    enum Action {
      case current(Destination.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.current, action: \.current) {
        EmptyReducer()
          .ifCaseLet(\.counter, action: \.counter) {
            Counter()
          }
          .ifCaseLet(\.editor, action: \.editor) {
            Editor()
          }
      }
    }
  }

  @Reducer
  struct TabsWithEnumReducer {
    @ObservableState
    struct State: Equatable {
      var current: Destination.State = .counter(Counter.State())
    }
    enum Action {
      case current(Destination.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.current, action: \.current) {
        Destination.body
      }
    }
  }
}

extension ComposingFeaturesArticle.Destination.State: Equatable {}

@MainActor
@Suite struct ComposingFeaturesTests {
  typealias Screen = ComposingFeaturesArticle.Screen
  typealias Tabs = ComposingFeaturesArticle.Tabs
  typealias TabsWithEnumReducer = ComposingFeaturesArticle.TabsWithEnumReducer

  @Test func childrenRunOnTheirPartOfTheState() async {
    let store = TestStore(
      initialState: Screen.State(todos: [.init(id: 1, title: "Milk")])
    ) {
      Screen()
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.count = 1
    }
    await store.send(.todos(.element(id: 1, action: .toggleTapped))) {
      $0.todos[id: 1]?.isDone = true
    }
    await store.send(.editButtonTapped) {
      $0.editor = .init()
    }
    await store.send(.editor(.titleChanged("Eggs"))) {
      $0.editor?.title = "Eggs"
    }
  }

  @Test func ifCaseLetRunsTheChildOfTheCurrentCase() async {
    let store = TestStore(initialState: Tabs.State()) {
      Tabs()
    }
    await store.send(.current(.counter(.incrementButtonTapped))) {
      $0.current = .counter(.init(count: 1))
    }
  }

  @Test func anEnumReducerScopesEachCase() async {
    let store = TestStore(initialState: TabsWithEnumReducer.State()) {
      TabsWithEnumReducer()
    }
    await store.send(.current(.counter(.incrementButtonTapped))) {
      $0.current = .counter(.init(count: 1))
    }
  }
}
