import PlainPaths
import Testing

@testable import ComposableArchitecture
@testable import ObserverRegistry

/// The reads of the running `observe` closure are recorded for it alone.
@MainActor
@Suite struct ObservedReadsTests {
  @ObservableState
  struct Counter: Equatable {
    var count = 0
  }

  @Test(
    .enabled(
      if: !PlainPaths.isCompiledOut(.readTracking),
      "the fast path itself: its plain twin leaves reads to Observation"))
  func readsAreRecordedOnlyWhileAnObserverRuns() {
    #expect(ObservedReads.current == nil)
    var recorded: ObservedReads?
    let token = observe { recorded = ObservedReads.current }
    #expect(recorded != nil)
    #expect(ObservedReads.current == nil)
    token.cancel()
  }

  /// A `@Shared` value records its reads as a store's state does: its readers are woken by Arbor,
  /// one per change, not through Observation.
  @Test(
    .enabled(
      if: !PlainPaths.isCompiledOut(.readTracking),
      "the fast path itself: its plain twin leaves reads to Observation"))
  func aSharedValuesReadIsRecordedAsAStoresFieldIs() {
    let shared = Shared(value: 0)
    var recordedSomething = false
    let token = observe {
      _ = shared.wrappedValue
      recordedSomething = ObservedReads.current.map { !$0.isSame(as: ObservedReads()) } ?? false
    }
    #expect(recordedSomething)
    token.cancel()
  }

  @Test func readsOfOtherFieldsOrValuesAreNotTheSame() {
    let first = Counter()
    let second = Counter()
    let a = ObservedReads()
    let b = ObservedReads()
    a.record(first._$observationRegistrar.registrar, \Counter.count)
    b.record(first._$observationRegistrar.registrar, \Counter.count)
    #expect(a.isSame(as: b))
    b.removeAll()
    b.record(second._$observationRegistrar.registrar, \Counter.count)
    #expect(!a.isSame(as: b))
  }
}
