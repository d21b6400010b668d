import Foundation
import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct DependencyKeyWritingReducerTests {
  @Reducer
  struct Stamper {
    struct State: Equatable { var ids: [UUID] = [] }
    enum Action: Equatable {
      case stamp, stampLater, stampAfterFailure
      case stamped(UUID)
    }
    @Dependency(\.uuid) var uuid
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .stamp:
          state.ids.append(uuid())
          return .none
        case .stampLater:
          return .run { send in
            await Task.yield()
            @Dependency(\.uuid) var uuid
            await send(.stamped(uuid()))
          }
        case .stampAfterFailure:
          return .run { _ in
            await Task.yield()
            throw StampFailure()
          } catch: { _, send in
            @Dependency(\.uuid) var uuid
            await send(.stamped(uuid()))
          }
        case let .stamped(id):
          state.ids.append(id)
          return .none
        }
      }
    }
  }

  @Test func theStoresDependenciesReachTheReducer() {
    let store = Store(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(.stamp)
    store.send(.stamp)
    #expect(store.ids == [UUID(0), UUID(1)])
  }

  @Test func anEffectKeepsTheDependenciesOfTheReducerThatReturnedIt() async {
    let store = Store(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.uuid = .constant(UUID(7))
    }
    await store.send(.stampLater).finish()
    #expect(store.ids == [UUID(7)])
  }

  @Test func theModifierNearestTheReducerWins() {
    let store = Store(initialState: Stamper.State()) {
      Stamper()
        .dependency(\.uuid, .constant(UUID(1)))
        .dependency(\.uuid, .constant(UUID(2)))
    } withDependencies: {
      $0.uuid = .constant(UUID(3))
    }
    store.send(.stamp)
    #expect(store.ids == [UUID(1)])
  }

  @Test func aModifierOverridesTheStoresValue() {
    let store = Store(initialState: Stamper.State()) {
      Stamper().dependency(\.uuid, .constant(UUID(9)))
    } withDependencies: {
      $0.uuid = .constant(UUID(3))
    }
    store.send(.stamp)
    #expect(store.ids == [UUID(9)])
  }

  @Test func transformDependencyChangesTheValueInPlace() {
    let store = Store(initialState: Stamper.State()) {
      Stamper().transformDependency(\.uuid) { $0 = .constant(UUID(4)) }
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(.stamp)
    #expect(store.ids == [UUID(4)])
  }

  @Test func anEffectOfAChildWithAModifierKeepsTheModifiersValue() async {
    // The task starts under the store's dependencies; the effect must rebind the child's own.
    let store = Store(initialState: Stamper.State()) {
      Stamper().dependency(\.uuid, .constant(UUID(5)))
    } withDependencies: {
      $0.uuid = .constant(UUID(6))
    }
    await store.send(.stampLater).finish()
    #expect(store.ids == [UUID(5)])
  }

  @Test func anEffectsErrorHandlerRunsWithTheDependenciesOfTheReducerThatReturnedIt() async {
    let store = Store(initialState: Stamper.State()) {
      Stamper().dependency(\.uuid, .constant(UUID(5)))
    } withDependencies: {
      $0.uuid = .constant(UUID(6))
    }
    await store.send(.stampAfterFailure).finish()
    #expect(store.ids == [UUID(5)])
  }

  @Test func aSendFromOtherDependenciesStillReducesWithTheStoresOwn() {
    let store = Store(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.uuid = .constant(UUID(1))
    }
    withDependencies {
      $0.uuid = .constant(UUID(2))
    } operation: {
      store.send(.stamp)
    }
    store.send(.stamp)
    #expect(store.ids == [UUID(1), UUID(1)])
  }

  @Test func chainedWritersFuseIntoOneAndTheInnermostWins() {
    let fused = Stamper()
      .dependency(\.uuid, .constant(UUID(1)))
      .transformDependency(\.uuid) { $0 = .constant(UUID(2)) }
      .dependency(\.uuid, .constant(UUID(3)))
    let sameType: _DependencyKeyWritingReducer<Stamper> = fused
    var state = Stamper.State()
    _ = sameType.reduce(into: &state, action: .stamp)
    #expect(state.ids == [UUID(1)])
  }

  @Test func aStoreKeepsTheDependenciesItWasCreatedUnder() {
    let store = withDependencies {
      $0.uuid = .constant(UUID(3))
    } operation: {
      Store(initialState: Stamper.State()) { Stamper() }
    }
    withDependencies {
      $0.uuid = .constant(UUID(4))
    } operation: {
      store.send(.stamp)
    }
    #expect(store.ids == [UUID(3)], "the store keeps the dependencies it was created with")
  }
}

private struct StampFailure: Error {}
