import ComposableArchitecture
import Testing

/// A feature's `.cancel(id:)` reaches the effects that its presented and pushed descendants
/// started with the same id, as TCA's does; a descendant's reaches only its own.
@MainActor
@Suite struct CancellationThroughNavigationTests {
  enum TimerID { case timer }

  @Reducer
  struct Ticker {
    @ObservableState
    struct State: Equatable {
      var started = false
      @Presents var inner: Ticker.State?
    }
    indirect enum Action {
      case start
      case stop
      case presentInner
      case inner(PresentationAction<Ticker.Action>)
    }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          state.started = true
          return .run { _ in try await clock.sleep(for: .seconds(60)) }
            .cancellable(id: TimerID.timer)
        case .stop:
          return .cancel(id: TimerID.timer)
        case .presentInner:
          state.inner = Ticker.State()
          return .none
        case .inner:
          return .none
        }
      }
      .ifLet(\.$inner, action: \.inner) { Ticker() }
    }
  }

  @Reducer
  struct Host {
    @ObservableState
    struct State: Equatable {
      @Presents var child: Ticker.State?
      var path = StackState<Ticker.State>()
    }
    enum Action {
      case child(PresentationAction<Ticker.Action>)
      case path(StackActionOf<Ticker>)
      case present
      case push
      case stopAll
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .present:
          state.child = Ticker.State()
          return .none
        case .push:
          state.path.append(Ticker.State())
          return .none
        case .stopAll:
          return .cancel(id: TimerID.timer)
        case .child, .path:
          return .none
        }
      }
      .ifLet(\.$child, action: \.child) { Ticker() }
      .forEach(\.path, action: \.path) { Ticker() }
    }
  }

  @Test func aParentsCancelReachesAPresentedChildsEffect() async {
    let store = TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.present) { $0.child = Ticker.State() }
    await store.send(.child(.presented(.start))) { $0.child?.started = true }
    // Not cancelled, the effect would still be running when the test ends, and fail it.
    await store.send(.stopAll)
  }

  @Test func aParentsCancelReachesAPushedElementsEffect() async {
    let store = TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.push) { $0.path[id: 0] = Ticker.State() }
    await store.send(.path(.element(id: 0, action: .start))) { $0.path[id: 0]?.started = true }
    await store.send(.stopAll)
  }

  @Test func aParentsCancelReachesAGrandchildsEffect() async {
    let store = TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.present) { $0.child = Ticker.State() }
    await store.send(.child(.presented(.presentInner))) { $0.child?.inner = Ticker.State() }
    await store.send(.child(.presented(.inner(.presented(.start))))) {
      $0.child?.inner?.started = true
    }
    await store.send(.stopAll)
  }

  @Test func aChildsCancelLeavesItsParentsAndSiblingsEffectsRunning() async {
    let store = TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.present) { $0.child = Ticker.State() }
    await store.send(.push) { $0.path[id: 0] = Ticker.State() }
    await store.send(.child(.presented(.presentInner))) { $0.child?.inner = Ticker.State() }
    await store.send(.child(.presented(.start))) { $0.child?.started = true }
    await store.send(.path(.element(id: 0, action: .start))) { $0.path[id: 0]?.started = true }
    // The grandchild's cancel is its own: the child's and the element's timers keep running.
    let innerStop = await store.send(.child(.presented(.inner(.presented(.stop)))))
    await innerStop.finish()
    #expect(store.state.child?.started == true)
    await store.skipInFlightEffects(strict: true)
  }
}
