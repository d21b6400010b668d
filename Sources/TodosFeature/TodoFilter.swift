import ComposableArchitecture

/// Which todos the list shows.
public enum Filter: String, CaseIterable, Equatable, Sendable {
  /// Every todo.
  case all
  /// The todos not done yet.
  case active
  /// The todos done.
  case completed

  /// Whether a todo passes the filter.
  public func includes(_ todo: Todo.State) -> Bool {
    switch self {
    case .all: true
    case .active: !todo.isComplete
    case .completed: todo.isComplete
    }
  }
}

/// The filter bar: picks which todos the list shows.
@Reducer
public struct TodoFilter {
  /// The selected filter.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The filter in use.
    public var selection: Filter

    /// Makes the filter bar's state.
    public init(selection: Filter = .all) {
      self.selection = selection
    }
  }

  /// What can happen to the filter bar.
  public enum Action: Equatable, Sendable {
    /// A filter was chosen.
    case selected(Filter)
    /// The next filter was asked for (all, active, completed, then all again).
    case cycled
  }

  /// Makes the filter feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .selected(let filter):
        state.selection = filter
      case .cycled:
        let all = Filter.allCases
        let index = all.firstIndex(of: state.selection) ?? 0
        state.selection = all[(index + 1) % all.count]
      }
      return .none
    }
  }
}
