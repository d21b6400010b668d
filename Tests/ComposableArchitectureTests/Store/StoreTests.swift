import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct StoreTests {
  @Reducer
  struct Log {
    struct State: Equatable { var entries: [String] = [] }
    enum Action: Equatable {
      case tap(String)
      case chain(String)
      case fromEffect(String)
      case startLong, stop
    }
    enum CancelID { case long }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .tap(name):
          state.entries.append(name)
          return .none
        case let .chain(name):
          state.entries.append("chain \(name)")
          return .merge(.send(.tap("\(name).1")), .send(.tap("\(name).2")))
        case let .fromEffect(name):
          state.entries.append("effect \(name)")
          return .run { send in await send(.tap("\(name) done")) }
        case .startLong:
          return .run { send in
            let (stream, _) = AsyncStream<Never>.makeStream()
            for await _ in stream {}
            await send(.tap("never"))
          }
          .cancellable(id: CancelID.long)
        case .stop:
          return .cancel(id: CancelID.long)
        }
      }
    }
  }

  @Test func sendRunsTheReducer() {
    let store = Store(initialState: Log.State()) { Log() }
    store.send(.tap("a"))
    #expect(store.entries == ["a"])
  }

  @Test func actionsSentWhileProcessingAreQueuedFirstInFirstOut() {
    let store = Store(initialState: Log.State()) { Log() }
    store.send(.chain("x"))
    #expect(store.entries == ["chain x", "x.1", "x.2"])
  }

  @Test func effectActionsReenterAtTheRoot() async {
    let store = Store(initialState: Log.State()) { Log() }
    await store.send(.fromEffect("load")).finish()
    #expect(store.entries == ["effect load", "load done"])
  }

  @Test func observersSeeOneChangePerSend() {
    let store = Store(initialState: Log.State()) { Log() }
    var seen: [[String]] = []
    let token = observe { seen.append(store.entries) }
    store.send(.chain("x"))
    #expect(seen == [[], ["chain x", "x.1", "x.2"]])
    token.cancel()
  }

  @Test func anActionSentByAnObserverIsQueuedAndHandled() {
    let store = Store(initialState: Log.State()) { Log() }
    let token = observe {
      if store.entries == ["a"] { store.send(.tap("from observer")) }
    }
    store.send(.tap("a"))
    #expect(store.entries == ["a", "from observer"])
    token.cancel()
  }

  @Test func releasingTheRootStoreCancelsItsEffects() async {
    var store: StoreOf<Log>? = Store(initialState: Log.State()) { Log() }
    let registry = (store!.core as! RootCore<Log>).cancellations
    let task = store!.send(.startLong)
    #expect(registry.count == 1)
    store = nil
    await task.finish()  // returns only because the endless effect was cancelled
    #expect(registry.count == 0)
  }

  @Test func cancellationIdsBelongToTheirRootStore() async {
    let first = Store(initialState: Log.State()) { Log() }
    let second = Store(initialState: Log.State()) { Log() }
    let running = first.send(.startLong)
    second.send(.stop)
    await Task.yield()
    #expect((first.core as? RootCore<Log>)?.inFlightEffects == 1)
    first.send(.stop)
    await running.finish()
    #expect((first.core as? RootCore<Log>)?.inFlightEffects == 0)
  }

  @Test func storeTaskCancelStopsTheEffects() async {
    let store = Store(initialState: Log.State()) { Log() }
    let task = store.send(.startLong)
    task.cancel()
    await task.finish()
    #expect(store.entries.isEmpty)
  }

  /// An action whose effect sends an action, whose own effect waits on a clock.
  @Reducer
  struct TaskTree {
    let clock: TestClock<Duration>
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action { case tap, response1, response2 }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tap:
          return .run { send in await send(.response1) }
        case .response1:
          state.count = 42
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(1))
            await send(.response2)
          }
        case .response2:
          state.count = 1729
          return .none
        }
      }
    }
  }

  /// Cancelling a send's task cancels the effects of that action, not those of the actions they
  /// sent, which the root runs as its own: TCA cancels those too, which its own test records as a
  /// known bug ("Cancelling the root effect should not cancel the child effects").
  @Test func cancellingASendsTaskLeavesTheEffectsOfTheActionsItsEffectSent() async {
    let clock = TestClock()
    let store = Store(initialState: TaskTree.State()) { TaskTree(clock: clock) }
    let task = store.send(.tap)
    // Bounded waits, generous for a loaded machine: the effects run on the global executor.
    for _ in 0..<5_000 where store.count != 42 { try? await Task.sleep(for: .milliseconds(1)) }
    #expect(store.count == 42)
    task.cancel()
    await clock.run(timeout: .seconds(10))
    for _ in 0..<5_000 where store.count != 1729 { try? await Task.sleep(for: .milliseconds(1)) }
    #expect(store.count == 1729)
  }

  final class Payload: Sendable {}

  /// Holds a payload in an effect that runs until cancelled.
  @Reducer
  struct Holder {
    struct State: Equatable {}
    enum Action { case hold(Payload) }
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case let .hold(payload):
          return .run { _ in
            try await Task.never()
            withExtendedLifetime(payload) {}
          }
        }
      }
    }
  }

  @Test func aRootStoreAndItsRuntimeAreFreedWhenTheLastReferenceGoes() async {
    weak var store: StoreOf<Log>?
    weak var core: RootCore<Log>?
    weak var registry: CancellationRegistry?
    do {
      let root = Store(initialState: Log.State()) { Log() }
      store = root
      core = root.core as? RootCore<Log>
      registry = core?.cancellations
      await root.send(.fromEffect("load")).finish()
      #expect(root.entries == ["effect load", "load done"])
    }
    #expect(store == nil)
    #expect(core == nil)
    #expect(registry == nil, "its finished effects must not keep it")
  }

  @Test func aRootStoreGoingAwayFreesItsEffectsInFlightAndWhatTheyHold() async {
    weak var store: StoreOf<Holder>?
    weak var registry: CancellationRegistry?
    weak var payload: Payload?
    var task: StoreTask?
    do {
      let root = Store(initialState: Holder.State()) { Holder() }
      store = root
      registry = (root.core as? RootCore<Holder>)?.cancellations
      let held = Payload()
      payload = held
      task = root.send(.hold(held))
    }
    #expect(store == nil, "an effect in flight does not keep its store")
    await task?.finish()  // returns only because the store going away cancelled the effect
    task = nil
    #expect(payload == nil)
    #expect(registry == nil)
  }

  @Test func anIdleStoreFreesWhatItsFinishedEffectsHeldWithoutStartingAnother() async {
    let store = Store(initialState: Log.State()) { Log() }
    let registry = (store.core as! RootCore<Log>).cancellations
    let task = store.send(.startLong)
    #expect(registry.registrationsUnderIDs == 1)
    task.cancel()  // ends the effect without `.cancel(id:)`: it leaves its id's group itself
    await task.finish()
    for _ in 0..<100 where registry.registrationsUnderIDs != 0 { await Task.yield() }
    #expect(registry.registrationsUnderIDs == 0)
    #expect(registry.count == 0)
  }
}
