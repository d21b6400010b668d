import ComposableArchitecture
import Testing

@testable import TCAStyleFeatures

@MainActor
struct CounterFeatureTests {
  @Test
  func incrementAndDecrement() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
  }

  @Test
  func numberFact() async {
    let store = TestStore(initialState: CounterFeature.State(count: 3)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a prime number." }
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) {
      $0.fact = "3 is a prime number."
    }
  }
}
