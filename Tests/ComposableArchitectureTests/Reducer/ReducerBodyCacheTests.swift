import Synchronization
import Testing

@testable import ComposableArchitecture

/// A stateless reducer whose body is pure composition of stateless reducers runs a body built
/// once, and does exactly what evaluating its body per action (TCA's way, the plain path) does.
@MainActor
@Suite struct ReducerBodyCacheTests {
  @Reducer
  struct Tally {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case tap }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var taps = 0
    }
    enum Action: Equatable { case tap }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.taps += 1
        return .none
      }
    }
  }

  @Reducer
  struct Detail {
    @ObservableState
    struct State: Equatable { var text = "" }
    enum Action: Equatable { case append(String) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        guard case .append(let text) = action else { return .none }
        state.text += text
        return .none
      }
    }
  }

  @ObservableState
  struct FeatureState: Equatable {
    var tally = Tally.State()
    @Presents var detail: Detail.State?
    var rows: IdentifiedArrayOf<Row.State> = []
    var changes: [String] = []
    var title = ""
  }

  @CasePathable
  enum FeatureAction: Equatable, BindableAction {
    case binding(BindingAction<FeatureState>)
    case tally(Tally.Action)
    case detail(PresentationAction<Detail.Action>)
    case rows(IdentifiedActionOf<Row>)
    case present
    case addRow
    case removeFirstRow
  }

  /// The feature as `@Reducer` sees it: pure composition, so its body is built once.
  @Reducer
  struct Cached {
    typealias State = FeatureState
    typealias Action = FeatureAction
    var body: some ReducerOf<Self> {
      BindingReducer()
      Scope(state: \.tally, action: \.tally) { Tally() }
        .onChange(of: \.tally.count) { old, new in
          Reduce { state, _ in
            state.changes.append("\(old) -> \(new)")
            return .none
          }
        }
      Reduce { state, action in
        switch action {
        case .present: state.detail = Detail.State()
        case .addRow: state.rows.append(Row.State(id: state.rows.count))
        case .removeFirstRow: state.rows.removeFirst()
        default: break
        }
        return .none
      }
      .ifLet(\.$detail, action: \.detail) { Detail() }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  /// The same body, written without `@Reducer`: `Reducer`'s own `reduce` evaluates it per
  /// action, as TCA does.
  struct Plain: Reducer {
    typealias State = FeatureState
    typealias Action = FeatureAction
    var body: some ReducerOf<Self> {
      BindingReducer()
      Scope(state: \.tally, action: \.tally) { Tally() }
        .onChange(of: \.tally.count) { old, new in
          Reduce { state, _ in
            state.changes.append("\(old) -> \(new)")
            return .none
          }
        }
      Reduce { state, action in
        switch action {
        case .present: state.detail = Detail.State()
        case .addRow: state.rows.append(Row.State(id: state.rows.count))
        case .removeFirstRow: state.rows.removeFirst()
        default: break
        }
        return .none
      }
      .ifLet(\.$detail, action: \.detail) { Detail() }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  static let actions: [FeatureAction] = [
    .tally(.tap), .binding(.set(\.title, "Hi")), .present, .detail(.presented(.append("a"))),
    .tally(.tap), .detail(.presented(.append("b"))), .detail(.dismiss), .addRow, .addRow,
    .rows(.element(id: 1, action: .tap)), .removeFirstRow, .rows(.element(id: 1, action: .tap)),
    .present, .tally(.tap), .detail(.presented(.append("c"))),
  ]

  /// The state after each action of ``actions``.
  func states(_ reducer: some Reducer<FeatureState, FeatureAction>) -> [FeatureState] {
    let store = Store(initialState: FeatureState()) { reducer }
    return Self.actions.map { action in
      store.send(action)
      return store.withState { $0 }
    }
  }

  @Test func aPureBodyOfStatelessReducersIsBuiltOnce() {
    #expect(Cached._$bodyCache.isCaching == _ReducerBodyCache<Cached>.isEnabled)
    // The children are cached too: every body in the feature is built once.
    #expect(Tally._$bodyCache.isCaching == _ReducerBodyCache<Tally>.isEnabled)
    #expect(Row._$bodyCache.isCaching == _ReducerBodyCache<Row>.isEnabled)
  }

  @Test func theCachedBodyDoesWhatTheBodyEvaluatedPerActionDoes() {
    let cached = states(Cached())
    let plain = states(Plain())
    #expect(cached == plain)
    #expect(cached.last?.tally.count == 3)
    #expect(cached.last?.changes == ["0 -> 1", "1 -> 2", "2 -> 3"])
    #expect(cached.last?.rows.map(\.taps) == [2])
    #expect(cached.last?.detail == Detail.State(text: "c"))
    #expect(cached.last?.title == "Hi")
  }

  @Test func theCachedBodyAnswersToATestStoreAsThePlainOneDoes() async {
    for reducer in [Either(Cached()), Either(Plain())] {
      let store = TestStore(initialState: FeatureState()) { reducer }
      await store.send(.tally(.tap)) {
        $0.tally.count = 1
        $0.changes = ["0 -> 1"]
      }
      await store.send(.present) { $0.detail = Detail.State() }
      await store.send(.detail(.presented(.append("x")))) { $0.detail?.text = "x" }
      await store.send(.detail(.dismiss)) { $0.detail = nil }
    }
  }

  /// A body built for the first time by several threads at once is built once, and every
  /// thread runs it.
  @Test func reducersRunFromManyThreadsAtOnceShareOneBody() async {
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var state = Racing.State()
          for _ in 0..<1_000 { _ = Racing().reduce(into: &state, action: .tally(.tap)) }
          return state.tally.count
        }
      }
      var counts: [Int] = []
      for await count in group { counts.append(count) }
      return counts
    }
    #expect(counts == Array(repeating: 1_000, count: 8))
    #expect(Racing._$bodyCache.isCaching == _ReducerBodyCache<Racing>.isEnabled)
  }

  /// Used by ``reducersRunFromManyThreadsAtOnceShareOneBody()`` only, so that its first action is
  /// the race.
  @Reducer
  struct Racing {
    struct State: Equatable { var tally = Tally.State() }
    enum Action: Equatable { case tally(Tally.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.tally, action: \.tally) { Tally() }
    }
  }

  /// Either reducer of the feature under one type, for a loop over both.
  struct Either: Reducer {
    typealias State = FeatureState
    typealias Action = FeatureAction
    let base: any Reducer<State, Action>
    init(_ base: some Reducer<State, Action>) { self.base = base }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      base.reduce(into: &state, action: action)
    }
  }
}
