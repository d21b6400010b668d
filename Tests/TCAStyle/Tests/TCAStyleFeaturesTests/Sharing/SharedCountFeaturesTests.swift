import ComposableArchitecture
import Testing

@testable import TCAStyleFeatures

@MainActor
struct SharedCountFeaturesTests {
  @Test
  func childWritesAreSeenByTheParent() async {
    let store = TestStore(initialState: SharedCounterFeature.State()) {
      SharedCounterFeature()
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.statsButtonTapped) {
      $0.stats = SharedStatsFeature.State(count: $0.$count)
    }
    await store.send(\.stats.doubleButtonTapped) {
      $0.stats?.$count.withLock { $0 = 2 }
    }
    #expect(store.state.count == 2)
    await store.send(\.stats.checkParityButtonTapped) {
      $0.stats?.isEven = true
    }
    await store.send(\.stats.resetButtonTapped) {
      $0.$count.withLock { $0 = 0 }
    }
    await store.receive(\.stats.dismiss) {
      $0.stats = nil
    }
    #expect(store.state.count == 0)
  }

  @Test
  func theKeySharesTheCountWithTheTest() async {
    @Shared(.sharedCount) var count
    $count.withLock { $0 = 41 }
    let store = TestStore(initialState: SharedCounterFeature.State()) {
      SharedCounterFeature()
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 42 }
    }
    #expect(count == 42)
  }

  @Test
  func eachTestStartsFromTheDefault() {
    let state = SharedCounterFeature.State()
    #expect(state.count == 0)
  }

  @Test
  func aValueSharedWithoutAKey() async {
    let count = Shared(value: 5)
    let store = TestStore(initialState: SharedStatsFeature.State(count: count)) {
      SharedStatsFeature()
    }
    await store.send(.doubleButtonTapped) {
      $0.$count.withLock { $0 = 10 }
    }
    #expect(count.wrappedValue == 10)
  }
}
