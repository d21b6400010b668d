import ComposableArchitecture

/// A tab feature composed with TCA's unlabeled spellings: `Scope(\.counter, action: \.counter)`
/// in the reducer, `store.scope(\.child, action: \.child)` in the view layer.
@Reducer
public struct TabsFeature {
  @ObservableState
  public struct State: Equatable {
    public var counter = CounterFeature.State()
    public var sheet: CounterFeature.State?
    public var rows: IdentifiedArrayOf<TodoRow.State> = []
    public init(
      sheet: CounterFeature.State? = nil,
      rows: IdentifiedArrayOf<TodoRow.State> = []
    ) {
      self.sheet = sheet
      self.rows = rows
    }
  }

  public enum Action {
    case counter(CounterFeature.Action)
    case rows(IdentifiedActionOf<TodoRow>)
    case sheet(CounterFeature.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) {
      CounterFeature()
    }
    Reduce { _, _ in .none }
      .ifLet(\.sheet, action: \.sheet) {
        CounterFeature()
      }
      .forEach(\.rows, action: \.rows) {
        TodoRow()
      }
  }
}
