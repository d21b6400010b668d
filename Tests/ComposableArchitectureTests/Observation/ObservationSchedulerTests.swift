import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct ObservationSchedulerTests {
  /// Queued observers run once each at the flush, in order, and observers queued while the
  /// flush runs run in the same flush.
  @Test func aFlushRunsEveryQueuedObserverInOrderWithThoseTheyQueue() {
    let scheduler = ObservationScheduler()
    var runs: [String] = []
    let third = Observer { runs.append("third") }
    let first = Observer { runs.append("first") }
    let second = Observer {
      runs.append("second")
      if runs.count == 2 { scheduler.schedule(third) }
    }

    scheduler.schedule(first)
    scheduler.schedule(second)
    scheduler.schedule(nil)
    #expect(runs.isEmpty)
    scheduler.flush()
    #expect(runs == ["first", "second", "third"])
    scheduler.flush()
    #expect(runs == ["first", "second", "third"])
  }

  @Test func aCancelledObserverDoesNotRun() {
    let scheduler = ObservationScheduler()
    var runs = 0
    let observer = Observer { runs += 1 }
    observer.cancel()
    scheduler.schedule(observer)
    scheduler.flush()
    #expect(runs == 0)
  }

  /// A change made outside any store's `send` is not lost: the queue flushes itself on the main
  /// actor.
  @Test func aQueueNoStoreFlushesIsFlushedOnTheMainActor() async {
    let scheduler = ObservationScheduler()
    var runs = 0
    let observer = Observer { runs += 1 }
    scheduler.schedule(observer)
    for _ in 0..<100 where runs == 0 { await Task.yield() }
    #expect(runs == 1)
  }
}
