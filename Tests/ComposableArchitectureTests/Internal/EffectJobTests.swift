import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct EffectJobTests {
  final class Payload: Sendable {}

  @Reducer
  struct Capturing {
    struct State: Equatable {}
    enum Action {
      case start(Payload)
      case started
    }
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case let .start(payload):
          return .run { send in
            withExtendedLifetime(payload) {}
            await send(.started)
          }
        case .started:
          return .none
        }
      }
    }
  }

  @Test func whatAnEffectCapturedIsReleasedWhenItFinishes() async {
    let store = Store(initialState: Capturing.State()) { Capturing() }
    weak var released: Payload?
    do {
      let payload = Payload()
      released = payload
      await store.send(.start(payload)).finish()
    }
    // The registry still holds the finished job until the store starts another effect; the
    // closure that captured the payload must not be in it.
    #expect(released == nil)
  }

  @Test func aStoreGoingAwayReleasesItsFinishedEffects() async {
    weak var registry: CancellationRegistry?
    do {
      let store = Store(initialState: Capturing.State()) { Capturing() }
      registry = (store.core as? RootCore<Capturing>)?.cancellations
      await store.send(.start(Payload())).finish()
      #expect(registry != nil)
    }
    #expect(registry == nil, "a finished job kept in the registry must not keep it alive")
  }
}
