import Dependencies
import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct EffectInterpreterTests {
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
    #expect(registry == nil, "a finished effect must not keep it alive")
  }

  /// Reports, from its effect, the navigation depth and dependency context it runs in.
  @Reducer
  struct Reporter {
    struct State: Equatable {}
    enum Action {
      case start
      case ranIn(depth: Int, context: DependencyContext)
    }
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .start:
          return .run { send in
            // Read in the effect's task, not captured from the reducer.
            @Dependency(\.context) var context
            await send(.ranIn(depth: NavigationIDPath.current.count, context: context))
          }
        case .ranIn:
          return .none
        }
      }
    }
  }

  @Reducer
  struct Host {
    struct State: Equatable {
      var child: Reporter.State? = Reporter.State()
      var plainChild: Reporter.State? = Reporter.State()
      var scoped = Reporter.State()
      var runs: [String] = []
    }
    enum Action {
      case root(Reporter.Action)
      case child(Reporter.Action)
      case plainChild(Reporter.Action)
      case scoped(Reporter.Action)
    }
    var body: some ReducerOf<Self> {
      // A scope adds no navigation path: only the dependencies differ from the root's.
      Scope(state: \.scoped, action: \.scoped) {
        Reporter().dependency(\.context, .preview)
      }
      Reduce { state, action in
        switch action {
        case .root(.start):
          return .run { send in
            await send(
              .root(.ranIn(depth: NavigationIDPath.current.count, context: .live)))
          }
        case let .root(.ranIn(depth, _)):
          state.runs.append("root at depth \(depth)")
          return .none
        case let .child(.ranIn(depth, context)):
          state.runs.append("child at depth \(depth) in \(context)")
          return .none
        case let .scoped(.ranIn(depth, context)):
          state.runs.append("scoped at depth \(depth) in \(context)")
          return .none
        case let .plainChild(.ranIn(depth, context)):
          state.runs.append("plain child at depth \(depth) in \(context)")
          return .none
        case .child, .plainChild, .scoped:
          return .none
        }
      }
      .ifLet(\.child, action: \.child) {
        Reporter().dependency(\.context, .preview)
      }
      // The usual child: the store's dependencies, its own navigation path.
      .ifLet(\.plainChild, action: \.plainChild) {
        Reporter()
      }
    }
  }

  @Test func anEffectRunsInTheNavigationPathAndDependenciesOfTheFeatureThatReturnedIt() async {
    let store = Store(initialState: Host.State()) { Host() }
    await store.send(.child(.start)).finish()
    await store.send(.plainChild(.start)).finish()
    await store.send(.scoped(.start)).finish()
    await store.send(.root(.start)).finish()
    #expect(
      store.runs == [
        "child at depth 1 in preview", "plain child at depth 1 in test",
        "scoped at depth 0 in preview", "root at depth 0",
      ]
    )
  }

  @Test func aNestedEffectDeliversItsActionsThroughTheSendItIsGiven() async {
    let recorder = EffectRecorder<Int>()
    await recorder.run(
      .run { send in
        await Effect<Int>.merge(.send(1), .send(2), .run { send in await send(3) })
          .map { $0 * 10 }
          .run(with: send)
        await send(4)
      }
    )
    #expect(recorder.actions.sorted() == [4, 10, 20, 30])
    #expect(recorder.actions.firstIndex(of: 10)! < recorder.actions.firstIndex(of: 20)!)
    #expect(recorder.actions.last == 4, "the nested effect ran to completion first")
  }

  @Test func cancellingTheEnclosingEffectCancelsTheNestedOnes() async {
    let recorder = EffectRecorder<Int>()
    let tasks = recorder.start(
      .run { send in
        await Effect<Int>.run { send in
          await send(1)
          try await Task.never()
        }
        .cancellable(id: "nested")
        .run(with: send)
      }
    )
    while recorder.actions.isEmpty { await Task.yield() }
    #expect(recorder.runtime.inFlightCount == 2, "the enclosing effect's task, and the nested one")
    for task in tasks { task.cancel() }
    for task in tasks { await task.value }
    #expect(recorder.runtime.inFlightCount == 0)
  }

  /// The usual effect's task closure captures its operation, call site, navigation path, channel
  /// and handle (`EffectInterpreter.spawn`). With the context's 16-byte header and 16 bytes of
  /// isolation it must stay within glibc's 128 bytes, or the thread that finishes the task frees
  /// it under the sender's arena lock (docs/decisions/0008). A capture whose type grows fails
  /// here; a capture added to that closure must be added here.
  @Test func theUsualEffectsTaskCapturesFitTheAllocatorsLimit() {
    typealias Captures = (
      @Sendable (Send<Int>) async throws -> Void,
      CallSite,
      NavigationIDPath,
      EffectChannel<Int>,
      RunningEffects.Handle
    )
    #expect(16 + 16 + MemoryLayout<Captures>.size <= 128)
  }
}
