import ComposableArchitecture
import DifferentialTesting

/// Effects that send back, long-running effects cancelled by id or in flight, merged and
/// concatenated effects, and a `@Shared` value written and read by the reducer.
enum EffectsScenario {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var received: [Int] = []
      var started = 0
      @Shared(value: 0) var shared: Int
      var mirror = 0
    }
    enum Action {
      case echo(Int)
      case echoed(Int)
      case startLong(Int)
      case restartLong(Int)
      case cancelLong(Int)
      case burst
      case writeShared
      case readShared
    }
    enum CancelID: Hashable { case long(Int) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .echo(value):
          return .run { send in await send(.echoed(value)) }
        case let .echoed(value):
          state.received.append(value)
          return .none
        case let .startLong(key):
          state.started += 1
          return .run { _ in try await Task.sleep(for: .seconds(3_600)) }
            .cancellable(id: CancelID.long(key))
        case let .restartLong(key):
          state.started += 1
          return .run { _ in try await Task.sleep(for: .seconds(3_600)) }
            .cancellable(id: CancelID.long(key), cancelInFlight: true)
        case let .cancelLong(key):
          return .cancel(id: CancelID.long(key))
        case .burst:
          // One task at most runs at a time: merged tasks would race, on either path.
          return .merge(
            .send(.echoed(1)),
            .concatenate(
              .run { send in await send(.echoed(2)) }, .send(.echoed(3)),
              .run { send in await send(.echoed(4)) }
            )
          )
        case .writeShared:
          state.$shared.withLock { $0 += 1 }
          return .none
        case .readShared:
          state.mirror = state.shared
          return .none
        }
      }
    }
  }

  @MainActor
  static let scenario = DifferentialScenario<Feature>(
    "effects sent back, cancelled by id and in flight, and a shared value",
    initialState: { Feature.State() },
    reducer: { Feature() },
    effectsEnd: {
      switch $0 {
      case .startLong, .restartLong: false
      default: true
      }
    },
    readers: [
      DifferentialReader("received count") { $0.received.count },
      DifferentialReader("last received") { $0.received.last },
      DifferentialReader("started") { $0.started },
      DifferentialReader("shared") { $0.shared },
      DifferentialReader("mirror") { $0.mirror },
    ],
    nextAction: { generator, _ in
      let key = Int.random(in: 0..<3, using: &generator)
      let actions: [Feature.Action] = [
        .echo(Int.random(in: 0..<100, using: &generator)), .startLong(key), .restartLong(key),
        .cancelLong(key), .burst, .writeShared, .readShared,
      ]
      return actions.randomElement(using: &generator)!
    })
}
