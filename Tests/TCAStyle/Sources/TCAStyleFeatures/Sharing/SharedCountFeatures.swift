import ComposableArchitecture

extension SharedKey where Self == InMemoryKey<Int>.Default {
  /// The count every feature of this file shares, as TCA's case studies declare shared keys.
  public static var sharedCount: Self { Self[.inMemory("sharedCount"), default: 0] }
}

/// A counter whose count lives in memory under a shared key, and which presents a stats feature
/// that is handed the same count by reference: TCA's "shared state" case study, in short.
@Reducer
public struct SharedCounterFeature {
  @ObservableState
  public struct State: Equatable {
    @Shared(.sharedCount) public var count
    @Presents public var stats: SharedStatsFeature.State?
    public init() {}
  }

  public enum Action {
    case incrementButtonTapped
    case stats(PresentationAction<SharedStatsFeature.Action>)
    case statsButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .stats:
        return .none
      case .statsButtonTapped:
        state.stats = SharedStatsFeature.State(count: state.$count)
        return .none
      }
    }
    .ifLet(\.$stats, action: \.stats) {
      SharedStatsFeature()
    }
  }
}

/// Shows facts about a count it shares with whoever presented it, and can change it.
@Reducer
public struct SharedStatsFeature {
  @ObservableState
  public struct State: Equatable {
    @Shared public var count: Int
    public var isEven: Bool?
    public init(count: Shared<Int>) {
      self._count = count
    }
  }

  public enum Action {
    case checkParityButtonTapped
    case doubleButtonTapped
    case resetButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .checkParityButtonTapped:
        state.isEven = state.count.isMultiple(of: 2)
        return .none
      case .doubleButtonTapped:
        state.$count.withLock { $0 *= 2 }
        return .none
      case .resetButtonTapped:
        state.$count.withLock { $0 = 0 }
        return .run { [dismiss] _ in await dismiss() }
      }
    }
  }
}
