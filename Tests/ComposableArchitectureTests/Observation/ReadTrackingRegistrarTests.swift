import Observation
import ObserverRegistry
import PlainPaths
import Testing

@testable import ComposableArchitecture

@Suite struct ReadTrackingRegistrarTests {
  @ObservableState
  struct Counter: Equatable {
    var count = 0
    var label = ""
  }

  @Test(
    .enabled(
      if: !PlainPaths.isCompiledOut(.announcements),
      "the fast path itself: its plain twin announces every change"))
  func aValueNothingReadAnnouncesNothing() {
    let counter = Counter()
    let registrar = counter._$observationRegistrar.registrar
    #expect(!registrar.isObserved)
    _ = counter.count
    #expect(registrar.isObserved)
  }

  /// A read made by an `observe` closure registers that observer for the field read, in Arbor's
  /// table, not with Observation.
  @MainActor
  @Test(
    .enabled(
      if: !PlainPaths.isCompiledOut(.readTracking),
      "the fast path itself: its plain twin leaves reads to Observation"))
  func aReadInsideObserveRegistersTheObserverForThatField() {
    let counter = Counter()
    let registrar = counter._$observationRegistrar.registrar
    let token = observe { _ = counter.count }
    #expect(registrar.observerCount(of: \Counter.count) == 1)
    #expect(registrar.observerCount(of: \Counter.label) == 0)
    #expect(
      registrar.observedBy.load(ordering: .relaxed) == ReadTrackingRegistrar.observedByObservers)
    token.cancel()
    #expect(registrar.observerCount(of: \Counter.count) == 0)
  }

  /// Copies share their registrar, so a copy made before anything read the value still wakes
  /// the observers that read through another copy.
  @Test func copiesMadeBeforeTheFirstReadWakeItsObservers() {
    var original = Counter()
    let copy = original
    let woke = LockIsolated(0)
    withObservationTracking {
      _ = copy.count
    } onChange: {
      woke.withValue { $0 += 1 }
    }
    original.count += 1
    #expect(woke.value == 1)
  }

  /// Changes made while nothing read the value are not announced, and the first observer still
  /// hears of the next change, once, and only of the field it read.
  @MainActor
  @Test func theFirstObserverOfAStoreNothingReadHearsOfItsField() {
    let store = Store(initialState: Counter()) {
      Reduce<Counter, Bool> { state, isCount in
        if isCount { state.count += 1 } else { state.label += "!" }
        return .none
      }
    }
    for _ in 0..<3 { store.send(true) }
    var wakeUps = 0
    let token = observe {
      _ = store.count
      wakeUps += 1
    }
    wakeUps = 0
    store.send(false)
    #expect(wakeUps == 0)
    store.send(true)
    #expect(wakeUps == 1)
    #expect(store.count == 4)
    token.cancel()
  }
}
