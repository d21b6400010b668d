import ComposableArchitecture

/// The feature of TCA's "Getting started": a count, and a fact about it fetched by an effect.
@Reducer
public struct CounterFeature {
  @ObservableState
  public struct State: Equatable {
    public var count = 0
    public var fact: String?
    public init(count: Int = 0, fact: String? = nil) {
      self.count = count
      self.fact = fact
    }
  }

  public enum Action {
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case incrementButtonTapped
  }

  @Dependency(\.numberFact) var numberFact

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none
      case .factButtonTapped:
        state.fact = nil
        return .run { [count = state.count, numberFact] send in
          try await send(.factResponse(numberFact.fetch(count)))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none
      }
    }
  }
}

/// A client that fetches a fact about a number.
public struct NumberFactClient: Sendable {
  public var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  public static let liveValue = NumberFactClient { number in "\(number) is a good number." }
}

extension DependencyValues {
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
