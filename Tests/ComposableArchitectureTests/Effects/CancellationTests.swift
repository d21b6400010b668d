import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct CancellationTests {
  enum Action: Equatable {
    case started, finished
    case value(Int)
  }
  enum TimerID { case timer }

  /// An effect that sends `.started`, then waits until it is cancelled, then tries to send
  /// `.finished` (which a cancelled effect must never deliver).
  static func longLiving() -> Effect<Action> {
    .run { send in
      await send(.started)
      let (stream, _) = AsyncStream<Never>.makeStream()
      for await _ in stream {}
      await send(.finished)
    }
  }

  @Test func cancelStopsTheEffectAndItsLaterSends() async {
    let recorder = EffectRecorder<Action>()
    let tasks = recorder.start(Self.longLiving().cancellable(id: TimerID.timer))
    while recorder.actions.isEmpty { await Task.yield() }
    #expect(recorder.runtime.inFlightCount == 1)
    _ = recorder.start(.cancel(id: TimerID.timer))
    for task in tasks { await task.value }
    #expect(recorder.actions == [.started])
    #expect(recorder.runtime.inFlightCount == 0)
  }

  @Test func cancelInFlightReplacesTheRunningEffect() async {
    let recorder = EffectRecorder<Action>()
    let first = recorder.start(Self.longLiving().cancellable(id: TimerID.timer))
    while recorder.actions.isEmpty { await Task.yield() }
    let second = recorder.start(
      Effect.run { send in await send(.value(2)) }
        .cancellable(id: TimerID.timer, cancelInFlight: true)
    )
    for task in first + second { await task.value }
    #expect(recorder.actions == [.started, .value(2)])
  }

  @Test func anotherIdDoesNotCancel() async {
    let recorder = EffectRecorder<Action>()
    let tasks = recorder.start(
      Effect.run { send in
        await Task.yield()
        await send(.value(1))
      }
      .cancellable(id: "kept")
    )
    _ = recorder.start(.cancel(id: "other"))
    for task in tasks { await task.value }
    #expect(recorder.actions == [.value(1)])
  }

  @Test func twoRuntimesUsingTheSameIdNeverCancelEachOther() async {
    let first = EffectRecorder<Action>()
    let second = EffectRecorder<Action>()
    let running = first.start(Self.longLiving().cancellable(id: TimerID.timer))
    while first.actions.isEmpty { await Task.yield() }
    _ = second.start(.cancel(id: TimerID.timer))
    await Task.yield()
    #expect(first.runtime.inFlightCount == 1, "the other store's cancel must not reach this effect")
    _ = first.start(.cancel(id: TimerID.timer))
    for task in running { await task.value }
    #expect(first.actions == [.started])
  }

  @Test func taskCancelByIdReachesTheEffectsOfTheSameStore() async {
    let recorder = EffectRecorder<Action>()
    let tasks = recorder.start(
      .merge(
        Self.longLiving().cancellable(id: TimerID.timer),
        .run { _ in
          while await recorder.actions.isEmpty { await Task.yield() }
          Task.cancel(id: TimerID.timer)
        }
      )
    )
    for task in tasks { await task.value }
    #expect(recorder.actions == [.started])
  }

  @Test func withTaskCancellationIsCancelledById() async {
    let recorder = EffectRecorder<Action>()
    let tasks = recorder.start(
      .merge(
        .run { send in
          await withTaskCancellation(id: TimerID.timer) {
            await send(.started)
            let (stream, _) = AsyncStream<Never>.makeStream()
            for await _ in stream {}
          }
          await send(.finished)  // the effect itself goes on after the cancelled work
        },
        .run { _ in
          while await recorder.actions.isEmpty { await Task.yield() }
          Task.cancel(id: TimerID.timer)
        }
      )
    )
    for task in tasks { await task.value }
    #expect(recorder.actions == [.started, .finished])
  }

  @Test func withTaskCancellationReturnsAndThrowsWhatTheOperationDoes() async throws {
    let value = await withTaskCancellation(id: 1) { 42 }
    #expect(value == 42)
    struct Failure: Error {}
    await #expect(throws: Failure.self) {
      try await withTaskCancellation(id: 2) { () async throws(Failure) -> Int in throw Failure() }
    }
  }

  @Test func releasingTheRuntimeCancelsItsEffects() async {
    var recorder: EffectRecorder<Action>? = EffectRecorder()
    let tasks = recorder!.start(Self.longLiving())
    while recorder!.actions.isEmpty { await Task.yield() }
    recorder = nil
    for task in tasks { await task.value }
    #expect(tasks.allSatisfy { $0.isCancelled })
  }
}
