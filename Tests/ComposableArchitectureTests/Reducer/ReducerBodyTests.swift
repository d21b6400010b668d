import Foundation
import Synchronization
import Testing

@testable import ComposableArchitecture

/// `body` is evaluated for every action, as in TCA: what it reads while it is built (a feature
/// flag, the reducer's own properties, the dependencies it overrides) decides each action. (A body
/// that is pure composition of stateless reducers is built once instead, which no action can tell
/// apart: see `ReducerBodyCacheTests`.)
@MainActor
@Suite(.serialized) struct ReducerBodyTests {
  // Each reducer type counts its own body evaluations.
  nonisolated static let plainBodies = Mutex(0)
  nonisolated static let storedBodies = Mutex(0)
  nonisolated static let overridingBodies = Mutex(0)
  nonisolated static let newFlow = Mutex(false)

  @Reducer
  struct Counter {
    struct State: Equatable { var count = 0 }
    enum Action { case tap }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Plain {
    struct State: Equatable { var counter = Counter.State() }
    enum Action { case counter(Counter.Action) }
    var body: some ReducerOf<Self> {
      let _ = ReducerBodyTests.plainBodies.withLock { $0 += 1 }
      Scope(state: \.counter, action: \.counter) { Counter() }
    }
  }

  @Test func aReducerWithoutStoredPropertiesEvaluatesItsBodyPerAction() {
    let before = Self.plainBodies.withLock { $0 }
    let first = Store(initialState: Plain.State()) { Plain() }
    let second = Store(initialState: Plain.State()) { Plain() }
    for _ in 1...5 {
      first.send(.counter(.tap))
      second.send(.counter(.tap))
    }
    #expect(first.counter.count == 5)
    #expect(second.counter.count == 5)
    #expect(Self.plainBodies.withLock { $0 } - before == 10)
  }

  @Reducer
  struct Flagged {
    struct State: Equatable { var log: [String] = [] }
    enum Action { case tap }
    var body: some ReducerOf<Self> {
      if ReducerBodyTests.newFlow.withLock({ $0 }) {
        Reduce { state, _ in
          state.log.append("new")
          return .none
        }
      } else {
        Reduce { state, _ in
          state.log.append("old")
          return .none
        }
      }
    }
  }

  @Test func aBodyThatReadsAFeatureFlagFollowsTheFlag() {
    defer { Self.newFlow.withLock { $0 = false } }
    let store = Store(initialState: Flagged.State()) { Flagged() }
    store.send(.tap)
    Self.newFlow.withLock { $0 = true }
    store.send(.tap)
    Self.newFlow.withLock { $0 = false }
    store.send(.tap)
    #expect(store.log == ["old", "new", "old"])
  }

  @Reducer
  struct Stepper {
    struct State: Equatable { var count = 0 }
    enum Action { case tap }
    let step: Int
    var body: some ReducerOf<Self> {
      let _ = ReducerBodyTests.storedBodies.withLock { $0 += 1 }
      Reduce { state, _ in
        state.count += step
        return .none
      }
    }
  }

  @Test func aReducerWithStoredPropertiesBuildsItsBodyPerActionFromItsOwnValues() {
    let before = Self.storedBodies.withLock { $0 }
    let byOne = Store(initialState: Stepper.State()) { Stepper(step: 1) }
    let byTen = Store(initialState: Stepper.State()) { Stepper(step: 10) }
    for _ in 1...3 {
      byOne.send(.tap)
      byTen.send(.tap)
    }
    #expect(byOne.count == 3)
    #expect(byTen.count == 30)
    #expect(Self.storedBodies.withLock { $0 } - before == 6)
  }

  @Reducer
  struct Overriding {
    struct State: Equatable { var ids: [UUID] = [] }
    enum Action { case stamp }
    var body: some ReducerOf<Self> {
      let _ = ReducerBodyTests.overridingBodies.withLock { $0 += 1 }
      Stamp().dependency(\.uuid, .incrementing)
    }
  }

  @Reducer
  struct Stamp {
    typealias State = Overriding.State
    typealias Action = Overriding.Action
    @Dependency(\.uuid) var uuid
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.ids.append(uuid())
        return .none
      }
    }
  }

  @Test func aBodyThatOverridesDependenciesIsBuiltPerAction() {
    // A fresh `.incrementing` generator per action, as when every body is rebuilt: each stamp
    // is the generator's first value.
    let before = Self.overridingBodies.withLock { $0 }
    let store = Store(initialState: Overriding.State()) { Overriding() }
    store.send(.stamp)
    store.send(.stamp)
    #expect(store.ids == [UUID(0), UUID(0)])
    #expect(Self.overridingBodies.withLock { $0 } - before == 2)
  }

  @Reducer
  struct Parent {
    typealias State = Overriding.State
    typealias Action = Overriding.Action
    var body: some ReducerOf<Self> {
      Stamp()
    }
  }

  @Test func aChildBuiltByTheBodyReadsTheDependenciesOfTheStoreItRunsIn() {
    let overridden = Store(initialState: Overriding.State()) {
      Parent()
    } withDependencies: {
      $0.uuid = .constant(UUID(1))
    }
    overridden.send(.stamp)
    let other = Store(initialState: Overriding.State()) {
      Parent()
    } withDependencies: {
      $0.uuid = .constant(UUID(2))
    }
    other.send(.stamp)
    overridden.send(.stamp)
    #expect(overridden.ids == [UUID(1), UUID(1)])
    #expect(other.ids == [UUID(2)])
  }
}
