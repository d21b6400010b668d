import Testing

@testable import ComposableArchitecture
@testable import ObserverRegistry

/// Observers woken by a store's sends run when each send ends; a change made outside any store
/// is flushed soon after, on the main actor, by a task the scheduler starts.
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

  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }
    enum Action { case increment }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Test func sendsInALoopStartOneFlushTaskBetweenThem() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var seen: [Int] = []
    let token = observe { seen.append(store.count) }
    let started = ObservationScheduler.shared.flushTasksStarted
    // The loop holds the main actor, so no flush task can run (and end) before it is done.
    for _ in 1...1_000 {
      store.send(.increment)
    }
    #expect(seen == Array(0...1_000))
    #expect(ObservationScheduler.shared.flushTasksStarted - started <= 1)
    token.cancel()
  }

  @Test func aChangeOutsideAStoreAfterASendIsStillFlushed() async throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let shared = Shared(value: 0)
    var counts: [Int] = []
    var values: [Int] = []
    let tokens = [
      observe { counts.append(store.count) },
      observe { values.append(shared.wrappedValue) },
    ]
    store.send(.increment)
    #expect(counts == [0, 1])
    // Written by no store: the task the send's change scheduled, still pending, flushes it.
    shared.withLock { $0 = 7 }
    for _ in 0..<2_000 where values.count < 2 {
      try await Task.sleep(for: .milliseconds(1))
    }
    #expect(values == [0, 7])
    withExtendedLifetime(tokens) {}
  }
}

extension ObservationScheduler {
  /// How many flush tasks `schedule` has started: only the tests count them.
  var flushTasksStarted: Int {
    pending.withLock { $0.flushTasksStarted }
  }
}
