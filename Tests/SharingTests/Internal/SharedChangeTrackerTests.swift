import Dependencies
import Testing

@testable import Sharing

@Suite struct SharedChangeTrackerTests {
  /// Runs `body` with `tracker` tracking, as a test store runs its feature.
  func tracking<R>(_ tracker: SharedChangeTracker, _ body: () -> R) -> R {
    withDependencies {
      tracker.track(&$0)
    } operation: {
      body()
    }
  }

  @Test func onlyTrackedWritesAreChanges() {
    let tracker = SharedChangeTracker()
    let count = Shared(value: 0)
    count.withLock { $0 += 1 }
    #expect(!tracker.hasChanges)
    tracking(tracker) { count.withLock { $0 += 1 } }
    #expect(tracker.hasChanges)
    tracker.reset()
    #expect(!tracker.hasChanges)
  }

  @Test func assertingReadsAndWritesTheValueBeforeTheTrackedWrites() {
    let tracker = SharedChangeTracker()
    let count = Shared(value: 0)
    tracking(tracker) {
      count.withLock { $0 = 1 }
      count.withLock { $0 = 2 }
    }
    tracker.assert {
      #expect(count.wrappedValue == 0)
      count.withLock { $0 += 10 }
      #expect(count.wrappedValue == 10)
    }
    #expect(count.wrappedValue == 2)
  }

  @Test func assertingEqualityComparesTheExpectationWithTheValue() {
    let tracker = SharedChangeTracker()
    let count = Shared(value: 0)
    tracking(tracker) { count.withLock { $0 = 1 } }
    tracker.assert {
      #expect(count != count)
      count.withLock { $0 = 1 }
      #expect(count == count)
    }
  }

  @Test func assertingWritesAreNotSaved() {
    let store = IntStore()
    let tracker = SharedChangeTracker()
    let count = Shared(wrappedValue: 0, IntStoreKey(name: "count", store: store))
    tracking(tracker) { count.withLock { $0 = 1 } }
    tracker.assert { count.withLock { $0 = 1 } }
    #expect(store.saves.withLock { $0 } == [1])
  }

  @Test func theDiffShowsTheExpectationAgainstTheValue() {
    let tracker = SharedChangeTracker()
    let count = Shared(value: 0)
    tracking(tracker) { count.withLock { $0 = 1 } }
    let (expected, actual) = tracker.assert { count._customDiffValues }
    #expect(expected as? Int == 0)
    #expect(actual as? Int == 1)
  }
}
