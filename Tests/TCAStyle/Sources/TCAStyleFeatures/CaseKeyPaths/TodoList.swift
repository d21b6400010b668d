import ComposableArchitecture

/// One todo of a list: its own feature, run for each row with `forEach`.
@Reducer
public struct TodoRow {
  @ObservableState
  public struct State: Equatable, Identifiable {
    public let id: Int
    public var title: String
    public var isComplete = false
    public init(id: Int, title: String, isComplete: Bool = false) {
      self.id = id
      self.title = title
      self.isComplete = isComplete
    }
  }

  public enum Action {
    case checkBoxToggled
    case delegate(Delegate)
    case titleChanged(String)

    @CasePathable
    public enum Delegate {
      case completed
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .checkBoxToggled:
        state.isComplete.toggle()
        return state.isComplete ? .send(.delegate(.completed)) : .none
      case .delegate:
        return .none
      case let .titleChanged(title):
        state.title = title
        return .none
      }
    }
  }
}

/// A list of todos, each run by `TodoRow`; tests reach one row as `\.todos[id: id]`.
@Reducer
public struct TodoList {
  @ObservableState
  public struct State: Equatable {
    public var todos: IdentifiedArrayOf<TodoRow.State> = []
    public var completedCount = 0
    public init(todos: IdentifiedArrayOf<TodoRow.State> = []) {
      self.todos = todos
    }
  }

  public enum Action {
    case todos(IdentifiedActionOf<TodoRow>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .todos(.element(id: _, action: .delegate(.completed))):
        state.completedCount += 1
        return .none
      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      TodoRow()
    }
  }
}
