import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct StorePerceptibleTests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }
    enum Action {
      case incrementButtonTapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  /// Code written against Perception, generic over `Perceptible`.
  func readCount<Model: Perceptible>(_ model: Model, _ read: (Model) -> Int) -> Int {
    read(model)
  }

  @Test func perceptionTrackingSeesAStoresState() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changes = LockIsolated(0)
    let count = withPerceptionTracking {
      store.count
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    #expect(count == 0)
    store.send(.incrementButtonTapped)
    #expect(changes.value == 1)
    #expect(readCount(store) { $0.count } == 1)
  }
}
