import ComposableArchitecture

/// A counter, written in TCA 1.25's current spellings.
@Reducer
public struct Counter {
  @ObservableState
  public struct State: Equatable, Identifiable {
    public var id = 0
    public var count = 0
    public init(id: Int = 0) { self.id = id }
  }
  public enum Action { case increment, decrement }
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case .decrement: state.count -= 1
      }
      return .none
    }
  }
}

/// A parent of a counter, a list of counters and an optional counter, in the current spellings:
/// `Scope(_:action:_:)`, `onChange` returning an effect, `ifLet` and `forEach`.
@Reducer
public struct Parent {
  @ObservableState
  public struct State: Equatable {
    public var counter = Counter.State()
    public var rows: IdentifiedArrayOf<Counter.State> = [
      Counter.State(id: 1), Counter.State(id: 2),
    ]
    public var detail: Counter.State?
    public var changes = 0
    public init() {}
  }
  public enum Action {
    case counter(Counter.Action)
    case rows(IdentifiedActionOf<Counter>)
    case detail(Counter.Action)
    case showDetail
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) {
      Counter()
    }
    Reduce { state, action in
      if case .showDetail = action { state.detail = Counter.State() }
      return .none
    }
    .ifLet(\.detail, action: \.detail) {
      Counter()
    }
    .forEach(\.rows, action: \.rows) {
      Counter()
    }
    .onChange(of: \.rows.first?.count) { _, state in
      state.changes += 1
      return .none
    }
  }
}
