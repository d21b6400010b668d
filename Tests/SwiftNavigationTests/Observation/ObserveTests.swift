import Foundation
import Observation
import Synchronization
import Testing

@testable import ObserverRegistry
@testable import SwiftNavigation

@Observable
final class Counter {
  var count = 0
  var label = ""
}

@MainActor
@Observable
final class MainActorModel {
  var count = 0
  @ObservationIgnored var runsOnTheMainActor: [Bool] = []
}

/// Waits (up to five seconds) for `condition`: for a re-run that a task performs.
@MainActor
func eventually(_ condition: @MainActor () async -> Bool) async -> Bool {
  for _ in 0..<500 {
    if await condition() { return true }
    try? await Task.sleep(for: .milliseconds(10))
  }
  return await condition()
}

@MainActor
@Suite struct ObserveTests {
  /// Arbor's main-actor form: the closure may mutate what it captures, runs at once, and again
  /// after a change to what it read, not after a change to anything else.
  @Test func aMainActorClosureRunsNowAndAgainAfterAChangeToWhatItRead() async {
    let counter = Counter()
    var seen: [Int] = []
    let token = observe { seen.append(counter.count) }
    #expect(seen == [0])
    counter.label = "unread"
    counter.count = 1
    #expect(await eventually { seen == [0, 1] })
    try? await Task.sleep(for: .milliseconds(50))
    #expect(seen == [0, 1], "a change to a field it did not read runs it no more")
    token.cancel()
  }

  /// A `@MainActor` closure value, as Arbor's `observe` took, is accepted as it is.
  @Test func aMainActorClosureValueIsAccepted() {
    var runs = 0
    let apply: @MainActor () -> Void = { runs += 1 }
    let token = observe(apply)
    #expect(runs == 1)
    token.cancel()
  }

  @Test func aCancelledTokenStopsTheObservation() async {
    let counter = Counter()
    var runs = 0
    let token = observe {
      _ = counter.count
      runs += 1
    }
    token.cancel()
    #expect(token.isCancelled)
    counter.count += 1
    try? await Task.sleep(for: .milliseconds(50))
    #expect(runs == 1)
  }

  @Test func aReleasedTokenStopsTheObservation() async {
    let counter = Counter()
    var runs = 0
    var token: ObserveToken? = observe {
      _ = counter.count
      runs += 1
    }
    _ = token
    token = nil
    counter.count += 1
    try? await Task.sleep(for: .milliseconds(50))
    #expect(runs == 1)
  }

  /// The token is `Sendable`: cancelled from another thread, the observation stops before its
  /// next run.
  @Test func aTokenCancelledOnAnotherThreadStopsTheObservation() async {
    let counter = Counter()
    var runs = 0
    let token = observe {
      _ = counter.count
      runs += 1
    }
    await Task.detached { token.cancel() }.value
    #expect(await eventually { token.isCancelled })
    try? await Task.sleep(for: .milliseconds(20))
    counter.count += 1
    try? await Task.sleep(for: .milliseconds(50))
    #expect(runs == 1)
  }

  @Test func cancellingRunsOnCancelOnce() {
    let cancels = Mutex(0)
    let token = ObserveToken { cancels.withLock { $0 += 1 } }
    token.cancel()
    token.cancel()
    #expect(cancels.withLock { $0 } == 1)
  }

  @Test func tokensCanBeStored() {
    var set: Set<ObserveToken> = []
    var array: [ObserveToken] = []
    let token = ObserveToken()
    token.store(in: &set)
    token.store(in: &array)
    token.store(in: &set)
    #expect(set.count == 1)
    #expect(array.count == 1)
    #expect(array[0] === token)
  }

  /// The transaction form is handed the transaction the change was made in.
  @Test func theTransactionFormSeesTheTransactionOfTheChange() async {
    let counter = Counter()
    var flags: [Bool] = []
    let token = observe { transaction in
      _ = counter.count
      flags.append(transaction[FlagKey.self])
    }
    #expect(flags == [false])
    withUITransaction(\.flag, true) {
      counter.count += 1
    }
    #expect(await eventually { flags == [false, true] })
    token.cancel()
  }

  /// A closure of another actor runs now, on the caller, and again on its actor after a change.
  @Test func anActorsClosureRunsAgainOnItsActor() async {
    let watcher = Watcher()
    await watcher.start()
    #expect(await watcher.runsOnItsActor == [true])
    await watcher.increment()
    #expect(await eventually { await watcher.runsOnItsActor == [true, true] })
    #expect(await watcher.lastSeen == 1)
    await watcher.stop()
  }

  /// A main-actor closure handed over from another thread runs on the main actor, not at once on
  /// that thread, and re-runs there.
  @Test func aMainActorClosureFromAnotherThreadRunsFirstOnTheMainActor() async {
    let model = MainActorModel()
    let token = await Task.detached {
      observe { @MainActor in
        _ = model.count
        model.runsOnTheMainActor.append(MainActorCheck.isOnMainActor)
      }
    }.value
    #expect(await eventually { model.runsOnTheMainActor == [true] })
    model.count += 1
    #expect(await eventually { model.runsOnTheMainActor == [true, true] })
    token.cancel()
  }

  /// A closure with no isolation runs now on the calling thread.
  @Test func aNonisolatedClosureRunsNow() {
    let runs = Mutex(0)
    let token = startNonisolated { runs.withLock { $0 += 1 } }
    #expect(runs.withLock { $0 } == 1)
    token.cancel()
  }
}

private nonisolated func startNonisolated(_ body: @escaping @Sendable () -> Void) -> ObserveToken {
  observe { body() }
}

private enum FlagKey: UITransactionKey {
  static let defaultValue = false
}

extension UITransaction {
  fileprivate var flag: Bool {
    get { self[FlagKey.self] }
    set { self[FlagKey.self] = newValue }
  }
}

/// An actor that observes a model it owns.
private actor Watcher {
  let counter = Counter()
  var runsOnItsActor: [Bool] = []
  var lastSeen = -1
  var token: ObserveToken?

  func start() {
    token = observe { [self] in
      self.assertIsolated()
      runsOnItsActor.append(true)
      lastSeen = counter.count
    }
  }

  func increment() {
    counter.count += 1
  }

  func stop() {
    token?.cancel()
  }
}
