import Testing

@testable import ComposableArchitecture

/// Changes to shared values are part of a test store's assertions, as in TCA.
@MainActor
@Suite struct TestStoreSharedTests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      @Shared var count: Int
      var label = ""
    }

    enum Action {
      case increment
      case incrementAndLabel
      case incrementLater
      case incrementedLater
      case incrementSilently
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.$count.withLock { $0 += 1 }
          return .none
        case .incrementAndLabel:
          state.$count.withLock { $0 += 1 }
          state.label = "incremented"
          return .none
        case .incrementLater:
          return .run { [count = state.$count] send in
            count.withLock { $0 += 1 }
            await send(.incrementedLater)
          }
        case .incrementedLater:
          return .none
        case .incrementSilently:
          return .run { [count = state.$count] _ in
            count.withLock { $0 += 1 }
          }
        }
      }
    }
  }

  @Test func anAssertedSharedChangePasses() async {
    let store = TestStore(initialState: Counter.State(count: Shared(value: 0))) { Counter() }
    await store.send(.increment) {
      $0.$count.withLock { $0 = 1 }
    }
    #expect(store.state.count == 1)
  }

  @Test func anUnassertedSharedChangeFailsWithTheDiff() async {
    let store = TestStore(initialState: Counter.State(count: Shared(value: 0))) { Counter() }
    await withKnownIssue {
      await store.send(.increment)
    } matching: { issue in
      let text = issue.description
      return text.contains("State was not expected to change, but a change occurred.")
        && text.contains("count: #1 0") && text.contains("count: #1 1")
    }
  }

  @Test func aWrongSharedAssertionFails() async {
    let store = TestStore(initialState: Counter.State(count: Shared(value: 0))) { Counter() }
    await withKnownIssue {
      await store.send(.increment) {
        $0.$count.withLock { $0 = 2 }
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation.")
    }
  }

  @Test func aSharedChangeLeftOutBesideAStateChangeFails() async {
    let store = TestStore(initialState: Counter.State(count: Shared(value: 0))) { Counter() }
    await withKnownIssue {
      await store.send(.incrementAndLabel) {
        $0.label = "incremented"
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation.")
    }
  }

  @Test func theAssertionReadsTheValueBeforeTheAction() async {
    let store = TestStore(initialState: Counter.State(count: Shared(value: 0))) { Counter() }
    await store.send(.increment) {
      #expect($0.count == 0)
      $0.$count.withLock { $0 += 1 }
    }
    await store.send(.increment) {
      $0.$count.withLock { $0 += 1 }
    }
    #expect(store.state.count == 2)
  }

  @Test func aChangeByAnEffectIsAssertedWhenItsActionIsReceived() async {
    let store = TestStore(initialState: Counter.State(count: Shared(value: 0))) { Counter() }
    await store.send(.incrementLater)
    await store.receive(\.incrementedLater) {
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func aChangeNothingAssertedFailsAtTheEnd() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State(count: Shared(value: 0))) { Counter() }
      await store.send(.incrementSilently)
      await store.finish()
    } matching: { issue in
      issue.description.contains(
        "Test store finished before asserting against changes to shared state"
      )
    }
  }

  @Test func assertCoversALateChange() async {
    let store = TestStore(initialState: Counter.State(count: Shared(value: 0))) { Counter() }
    await store.send(.incrementSilently)
    await store.finish()
    store.assert {
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func aNonExhaustiveStoreSkipsSharedChanges() async {
    let store = TestStore(initialState: Counter.State(count: Shared(value: 0))) { Counter() }
    store.exhaustivity = .off
    await store.send(.incrementAndLabel)
    await store.send(.increment) {
      $0.$count.withLock { $0 = 2 }
    }
  }

  @Test func aNonExhaustiveStoreStillChecksWhatIsAsserted() async {
    let store = TestStore(initialState: Counter.State(count: Shared(value: 0))) { Counter() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.increment) {
        $0.$count.withLock { $0 = 5 }
      }
    }
  }

  @Test func aKeyedSharedValueIsAssertedToo() async {
    @Shared(.inMemory("count")) var count = 0
    let store = TestStore(initialState: Counter.State(count: $count)) { Counter() }
    await store.send(.increment) {
      $0.$count.withLock { $0 = 1 }
    }
    #expect(count == 1)
  }

  @Reducer
  struct Loader {
    @ObservableState
    struct State: Equatable {
      @Shared var value: Int
    }

    enum Action { case load }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.$value = Shared(wrappedValue: 0, .inMemory("stored"))
        return .none
      }
    }
  }

  @Test func aValueAKeyLoadsIsNotAChangeToAssert() async {
    do {
      @Shared(.inMemory("stored")) var stored = 0
      $stored.withLock { $0 = 5 }
    }
    let store = TestStore(initialState: Loader.State(value: Shared(value: 0))) { Loader() }
    await store.send(.load) {
      $0.$value = Shared(value: 5)
    }
  }
}
