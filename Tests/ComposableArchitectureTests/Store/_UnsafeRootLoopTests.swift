import Dependencies
import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct UnsafeRootLoopTests {
  /// Sends to the core from inside its own reducer, as an effect's `.send` does: the loop must
  /// queue, never overlap itself. (A `store.send` from there is queued the same way, and
  /// reported: `RootCoreTests`.)
  final class Reentry {
    weak var core: RootCore<Reduce<[String], String>>?
    var during: [Bool] = []
  }

  func makeCore(_ reentry: Reentry) -> RootCore<Reduce<[String], String>> {
    let core = RootCore(
      initialState: [String](),
      reducer: Reduce<[String], String> { log, action in
        log.append(action)
        reentry.during.append(reentry.core?.loop.isSending ?? false)
        if action == "first" {
          _ = reentry.core?.sendNow("second", fromEffect: true)
          _ = reentry.core?.sendNow("third", fromEffect: true)
          // Queued, not run yet: the running loop reduces them after this action.
          #expect(log.last == "first")
        }
        return .none
      },
      dependencies: DependencyValues()
    )
    reentry.core = core
    return core
  }

  @Test func anActionSentWhileTheLoopRunsWaitsItsTurnInOrder() {
    let reentry = Reentry()
    let core = makeCore(reentry)
    _ = core.sendNow("first")
    #expect(core.state == ["first", "second", "third"])
    #expect(reentry.during == [true, true, true])
    #expect(core.loop._checkInvariants())
  }

  @Test func theLoopIsIdleBetweenSends() {
    let reentry = Reentry()
    let core = makeCore(reentry)
    #expect(core.loop._checkInvariants())
    _ = core.sendNow("alone")
    #expect(core.loop._checkInvariants())
    _ = core.sendNow("first")
    #expect(core.loop._checkInvariants())
    #expect(core.state == ["alone", "first", "second", "third"])
  }
}
