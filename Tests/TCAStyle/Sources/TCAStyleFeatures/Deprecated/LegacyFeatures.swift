import ComposableArchitecture

// Features written the way TCA projects were before case key paths and `@ObservableState`: case
// paths made with `/`, `@BindingState`, `TaskResult`, `onChange(of:removeDuplicates:)`. They use
// deprecated API on purpose, so the declarations that use it are marked deprecated too: that is
// how an old project keeps building without warnings while it migrates.

/// A counter with a child presented in an optional, composed with `/Action.case` paths.
@available(*, deprecated, message: "Uses TCA's deprecated spellings on purpose.")
@Reducer
public struct LegacyParent {
  public struct State: Equatable {
    public var child: CounterFeature.State?
    public var tab = CounterFeature.State()
    public var rows: IdentifiedArrayOf<TodoRow.State> = []
    public var route: LegacyRoute.State = .idle
    public var fact: TaskResult<String>?
    public init(
      child: CounterFeature.State? = nil,
      rows: IdentifiedArrayOf<TodoRow.State> = [],
      route: LegacyRoute.State = .idle
    ) {
      self.child = child
      self.rows = rows
      self.route = route
    }
  }

  public enum Action {
    case child(CounterFeature.Action)
    case factResponse(TaskResult<String>)
    case fetchFact
    case route(LegacyRoute.Action)
    case row(id: Int, action: TodoRow.Action)
    case tab(CounterFeature.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.tab, action: /Action.tab) {
      CounterFeature()
    }
    Scope(state: \.route, action: /Action.route) {
      LegacyRoute()
    }
    Reduce { state, action in
      switch action {
      case .fetchFact:
        return .run { [count = state.tab.count] send in
          await send(.factResponse(TaskResult { "\(count) is odd: \(count % 2 == 1)" }))
        }
      case let .factResponse(result):
        state.fact = result
        return .none
      case .child, .route, .row, .tab:
        return .none
      }
    }
    .ifLet(\.child, action: /Action.child) {
      CounterFeature()
    }
    .forEach(\.rows, action: /Action.row(id:action:)) {
      TodoRow()
    }
  }
}

/// A feature whose state is an enum, run on one case with `ifCaseLet` and case paths.
@available(*, deprecated, message: "Uses TCA's deprecated spellings on purpose.")
@Reducer
public struct LegacyRoute {
  public enum State: Equatable {
    case idle
    case counting(CounterFeature.State)
  }

  public enum Action {
    case counting(CounterFeature.Action)
    case start
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .counting:
        return .none
      case .start:
        state = .counting(CounterFeature.State())
        return .none
      }
    }
    .ifCaseLet(/State.counting, action: /Action.counting) {
      CounterFeature()
    }
  }
}

/// A settings form from before `@ObservableState`: its bound fields are `@BindingState`, and a
/// pair of them is watched with `onChange(of:removeDuplicates:)`.
@available(*, deprecated, message: "Uses TCA's deprecated spellings on purpose.")
@Reducer
public struct LegacySettings {
  public struct State: Equatable {
    @BindingState public var displayName = ""
    @BindingState public var notificationsOn = false
    public var changes = 0
    public init() {}
  }

  public enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    BindingReducer()
      .onChange(
        of: { ($0.displayName, $0.notificationsOn) },
        removeDuplicates: { $0 == $1 }
      ) { _, _ in
        Reduce { state, _ in
          state.changes += 1
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding(\.$displayName):
        state.displayName = state.displayName.uppercased()
        return .none
      case .binding:
        return .none
      }
    }
  }
}
