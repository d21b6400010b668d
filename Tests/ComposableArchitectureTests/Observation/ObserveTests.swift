import Observation
import PlainPaths
import SwiftNavigation
import Testing

@testable import ComposableArchitecture

/// `observe` re-runs its closure once per `send` that changed what it read, and only then,
/// whatever else it observes: fields of `@ObservableState` through stores, scoped stores,
/// `@Observable` classes.
@MainActor
@Suite struct ObserveTests {
  @Reducer
  struct Fields {
    @ObservableState
    struct State: Equatable {
      var a = 0
      var b = 0
      var c = 0
      var child = Child.State()
    }
    enum Action {
      case bumpA, bumpB, bumpC, bumpAB
      case child(Child.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { state, action in
        switch action {
        case .bumpA: state.a += 1
        case .bumpB: state.b += 1
        case .bumpC: state.c += 1
        case .bumpAB:
          state.a += 1
          state.b += 1
        case .child: break
        }
        return .none
      }
    }
  }

  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var label = ""
    }
    enum Action { case increment, relabel }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment: state.count += 1
        case .relabel: state.label += "!"
        }
        return .none
      }
    }
  }

  @Observable
  final class Model {
    var value = 0
  }

  /// Holds what an `observe` closure captures, to tell when it is freed.
  final class Captured {}

  @Test func eachChangedFieldRunsOnlyItsReadersOncePerSend() {
    let store = Store(initialState: Fields.State()) { Fields() }
    var runs = ["a": 0, "b": 0, "c": 0]
    let tokens = [
      observe {
        _ = store.a
        runs["a", default: 0] += 1
      },
      observe {
        _ = store.b
        runs["b", default: 0] += 1
      },
      observe {
        _ = store.c
        runs["c", default: 0] += 1
      },
    ]
    runs = ["a": 0, "b": 0, "c": 0]
    store.send(.bumpB)
    #expect(runs == ["a": 0, "b": 1, "c": 0])
    store.send(.bumpB)
    store.send(.bumpC)
    #expect(runs == ["a": 0, "b": 2, "c": 1])
    for token in tokens { token.cancel() }
  }

  @Test func aSendChangingTwoFieldsOneReaderReadsRunsItOnce() {
    let store = Store(initialState: Fields.State()) { Fields() }
    var seen: [[Int]] = []
    let token = observe { seen.append([store.a, store.b]) }
    store.send(.bumpAB)
    #expect(seen == [[0, 0], [1, 1]])
    token.cancel()
  }

  @Test func aFieldTheLatestRunDidNotReadNoLongerWakes() {
    let store = Store(initialState: Fields.State()) { Fields() }
    var runs = 0
    let token = observe {
      runs += 1
      // Reads `a` until it is 1, then `b` only.
      if store.a == 0 { _ = store.c } else { _ = store.b }
    }
    store.send(.bumpC)
    #expect(runs == 2)
    store.send(.bumpA)
    #expect(runs == 3)
    store.send(.bumpC)
    #expect(runs == 3)
    store.send(.bumpB)
    #expect(runs == 4)
    token.cancel()
  }

  @Test func aChildStoresFieldWakesOnlyItsReaders() {
    let store = Store(initialState: Fields.State()) { Fields() }
    let child = store.scope(state: \.child, action: \.child)
    var countRuns = 0
    var labelRuns = 0
    let tokens = [
      observe {
        _ = child.count
        countRuns += 1
      },
      observe {
        _ = child.label
        labelRuns += 1
      },
    ]
    store.send(.bumpA)
    child.send(.increment)
    #expect(countRuns == 2)
    #expect(labelRuns == 1)
    child.send(.relabel)
    #expect(countRuns == 2)
    #expect(labelRuns == 2)
    for token in tokens { token.cancel() }
  }

  @Test func anObservableClassReadAlongsideAStoreStillWakes() async {
    let store = Store(initialState: Fields.State()) { Fields() }
    let model = Model()
    var seen: [[Int]] = []
    let token = observe { seen.append([store.a, model.value]) }
    // A run made for the store's change must not lose the class's tracking.
    store.send(.bumpA)
    model.value = 5
    for _ in 0..<100 where seen.count < 3 { await Task.yield() }
    #expect(seen == [[0, 0], [1, 0], [1, 5]])
    store.send(.bumpB)
    #expect(seen.count == 3)
    model.value = 6
    for _ in 0..<100 where seen.count < 4 { await Task.yield() }
    #expect(seen == [[0, 0], [1, 0], [1, 5], [1, 6]])
    token.cancel()
  }

  @Test func aChangeTheClosureMakesToWhatItReadDoesNotRunItAgain() {
    let store = Store(initialState: Fields.State()) { Fields() }
    var runs = 0
    let token = observe {
      runs += 1
      if store.a < 5 { store.send(.bumpA) }
    }
    #expect(runs == 1)
    #expect(store.a == 1)
    store.send(.bumpA)
    #expect(runs == 2)
    #expect(store.a == 3)
    token.cancel()
  }

  /// Arbor's own registry of observers is the fast path's; its plain twin leaves every reader
  /// to Observation and registers nothing with the store.
  private static var registersWithTheStore: Bool { !PlainPaths.isCompiledOut(.readTracking) }

  @Test func aReleasedTokenFreesItsClosureAndUnregisters() {
    let store = Store(initialState: Fields.State()) { Fields() }
    weak var weakCaptured: Captured?
    var runs = 0
    do {
      let captured = Captured()
      weakCaptured = captured
      let token = observe {
        _ = captured
        _ = store.a
        runs += 1
      }
      #expect(
        store.withState { $0._$observationRegistrar.registrar.observerCount(of: \Fields.State.a) }
          == (Self.registersWithTheStore ? 1 : 0))
      _ = token
    }
    #expect(weakCaptured == nil)
    #expect(
      store.withState { $0._$observationRegistrar.registrar.observerCount(of: \Fields.State.a) }
        == 0)
    store.send(.bumpA)
    #expect(runs == 1)
  }

  @Test func aCancelledTokenUnregistersFromTheStore() {
    let store = Store(initialState: Fields.State()) { Fields() }
    let token = observe { _ = store.a }
    #expect(store.core.observation.observerCount == (Self.registersWithTheStore ? 1 : 0))
    token.cancel()
    #expect(store.core.observation.observerCount == 0)
    #expect(
      store.withState { $0._$observationRegistrar.registrar.observerCount(of: \Fields.State.a) }
        == 0)
  }

  @Test func anOutsideTrackerOfAFieldAnObserverReadsHearsOfItsChange() {
    let store = Store(initialState: Fields.State()) { Fields() }
    var runs = 0
    let token = observe {
      _ = store.a
      runs += 1
    }
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = store.a
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    store.send(.bumpA)
    #expect(changes.value == 1)
    #expect(runs == 2)
    token.cancel()
  }

  @Test func aNestedObserveAlsoRunsTheOuterOneAgain() {
    let store = Store(initialState: Fields.State()) { Fields() }
    var outerRuns = 0
    var innerRuns = 0
    var inner: ObserveToken?
    let outer = observe {
      outerRuns += 1
      _ = store.a
      inner?.cancel()
      inner = observe {
        _ = store.b
        innerRuns += 1
      }
    }
    store.send(.bumpC)
    #expect(outerRuns == 1)
    store.send(.bumpB)
    // As with nested Observation tracking, the outer closure depends on what the inner read.
    #expect(outerRuns == 2)
    #expect(innerRuns >= 2)
    outer.cancel()
    inner?.cancel()
  }

  /// Perception tracking inside an `observe` closure sees the store's state it reads, and the
  /// closure still depends on it.
  @Test func perceptionTrackingInsideObserveSeesTheStoresState() {
    let store = Store(initialState: Fields.State()) { Fields() }
    let changes = LockIsolated(0)
    var runs = 0
    let token = observe {
      runs += 1
      _ = withPerceptionTracking {
        store.a
      } onChange: {
        changes.withValue { $0 += 1 }
      }
    }
    store.send(.bumpA)
    #expect(changes.value == 1)
    #expect(runs == 2)
    store.send(.bumpB)
    #expect(runs == 2)
    token.cancel()
  }

  /// A state value read directly, not through a store, wakes its reader when a copy sharing its
  /// registrar changes, even on another thread; the run comes on the main actor.
  @Test func aStateChangedOnAnotherThreadWakesItsReaderOnTheMainActor() async {
    let state = Fields.State()
    var seen: [Int] = []
    let token = observe { seen.append(state.a) }
    await Task.detached { [state] in
      var copy = state
      copy.a += 1
      copy.b += 1
    }.value
    for _ in 0..<100 where seen.count < 2 { await Task.yield() }
    #expect(seen == [0, 0])
    token.cancel()
  }

  /// The transaction form, reading a store: a `send` inside `withUITransaction` re-runs it at
  /// the send's end, synchronously, inside that transaction.
  @Test func aSendInsideATransactionHandsItToTheReRun() {
    let store = Store(initialState: Fields.State()) { Fields() }
    var seen: [String] = []
    let token = observe { transaction in
      seen.append("\(store.a) \(transaction[Origin.self])")
    }
    var tapped = UITransaction()
    tapped[Origin.self] = "tap"
    withUITransaction(tapped) { _ = store.send(.bumpA) }
    store.send(.bumpA)
    #expect(seen == ["0 none", "1 tap", "2 none"])
    token.cancel()
  }

  /// SwiftNavigation's types are ComposableArchitecture's: TCA code naming either module
  /// compiles, and means one type.
  @Test func swiftNavigationsTypesAreTheArchitecturesOwn() {
    let alert: SwiftNavigation.AlertState<Int> = ComposableArchitecture.AlertState<Int> {
      ComposableArchitecture.TextState("Hi")
    }
    #expect(alert.title == SwiftNavigation.TextState("Hi"))
    let token: ComposableArchitecture.ObserveToken = SwiftNavigation.observe {}
    token.cancel()
    #expect(ComposableArchitecture.Animation.self == SwiftNavigation.Animation.self)
  }
}

private enum Origin: UITransactionKey {
  static let defaultValue = "none"
}
