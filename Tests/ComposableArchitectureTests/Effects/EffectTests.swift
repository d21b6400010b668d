import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct EffectTests {
  enum Action: Equatable {
    case a, b, c
    case number(Int)
  }
  struct Failure: Error {}

  @Test func noneSendsNothingAndStartsNothing() async {
    let recorder = EffectRecorder<Action>()
    #expect(recorder.start(.none).isEmpty)
    #expect(recorder.actions.isEmpty)
  }

  @Test func sendDeliversImmediately() {
    let recorder = EffectRecorder<Action>()
    #expect(recorder.start(.send(.a)).isEmpty)
    #expect(recorder.actions == [.a])
  }

  @Test func runDeliversEverySend() async {
    let recorder = EffectRecorder<Action>()
    await recorder.run(
      .run { send in
        await send(.a)
        await send(.b)
      }
    )
    #expect(recorder.actions == [.a, .b])
  }

  @Test func anUnhandledErrorIsReportedAtTheRunCallSite() async {
    let recorder = EffectRecorder<Action>()
    let line = #line + 1
    let effect = Effect<Action>.run { _ in throw Failure() }
    await withKnownIssue {
      await recorder.run(effect)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.reportedText.hasPrefix(
          """
          An "Effect.run" returned from "ComposableArchitectureTests/EffectTests.swift:\(line)" \
          threw an unhandled error.

              EffectTests.Failure()

          All non-cancellation errors must be explicitly handled
          """
        )
    }
  }

  @Test func anUnhandledErrorOfALocalTypeIsNamedWithoutItsContext() async {
    struct LocalFailure: Error {
      var code = 7
    }
    let recorder = EffectRecorder<Action>()
    await withKnownIssue {
      await recorder.run(.run { _ in throw LocalFailure() })
    } matching: { issue in
      let message = issue.reportedText
      return message.contains("\n\n    EffectTests.LocalFailure(code: 7)\n\n")
        && !issue.mentions("unknown context")
    }
  }

  @Test func aCatchHandlerReceivesTheErrorAndCanSend() async {
    let recorder = EffectRecorder<Action>()
    await recorder.run(
      .run { _ in
        throw Failure()
      } catch: { error, send in
        await send(error is Failure ? .c : .a)
      }
    )
    #expect(recorder.actions == [.c])
  }

  @Test func cancellationErrorsEndTheEffectQuietly() async {
    let recorder = EffectRecorder<Action>()
    await recorder.run(.run { _ in throw CancellationError() })
    #expect(recorder.actions.isEmpty)
  }

  @Test func concatenateRunsEachEffectAfterThePreviousFinished() async {
    let recorder = EffectRecorder<Action>()
    await recorder.run(
      .concatenate(
        .run { send in
          await Task.yield()
          await send(.a)
        },
        .send(.b),
        .run { send in await send(.c) }
      )
    )
    #expect(recorder.actions == [.a, .b, .c])
  }

  @Test func mergeStartsEveryEffect() async {
    let recorder = EffectRecorder<Action>()
    await recorder.run(.merge(.send(.a), .none, .run { send in await send(.b) }, .send(.c)))
    #expect(recorder.actions.prefix(2) == [.a, .c])
    #expect(recorder.actions.count == 3)
  }

  @Test func mergingWithNoneKeepsTheEffect() {
    guard case .send(.a) = Effect<Action>.none.merge(with: .send(.a)).operation else {
      Issue.record("merging .none should return the other effect")
      return
    }
    guard case .none = Effect<Action>.merge([]).operation else {
      Issue.record("merging nothing should be .none")
      return
    }
  }

  @Test func mapTransformsEveryAction() async {
    let recorder = EffectRecorder<Action>()
    let effect = Effect<Int>.merge(.send(1), .run { send in await send(2) }).map(Action.number)
    await recorder.run(effect)
    #expect(recorder.actions.sorted { "\($0)" < "\($1)" } == [.number(1), .number(2)])
  }
}
