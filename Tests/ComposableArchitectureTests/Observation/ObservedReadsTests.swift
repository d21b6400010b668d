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
