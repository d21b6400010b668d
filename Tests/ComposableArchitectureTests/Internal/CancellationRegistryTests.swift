import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct CancellationRegistryTests {
  /// Lets the main actor run what was scheduled on it, a few turns at most.
  private func giveTheMainActorTurns(until done: () -> Bool) async {
    for _ in 0..<100 where !done() { await Task.yield() }
  }

  @Test func aFinishedEffectIsReleasedWithoutWaitingForAnotherToStart() async {
    let registry = CancellationRegistry()
    weak var released: TrackedTask?
    do {
      let node = TrackedTask(list: registry.nextList(), keys: [CancelID("load")])
      released = node
      registry.insert(node)
      #expect(registry.registrationsUnderIDs == 1)
      registry.finish(node)
    }
    #expect(released != nil, "released on the main actor, the store's thread, not the effect's")
    await giveTheMainActorTurns { released == nil }
    #expect(released == nil)
    #expect(registry.registrationsUnderIDs == 0)
    #expect(registry.count == 0)
  }

  @Test func anEffectFinishingWhileOthersRunWaitsForTheNextInsertion() async {
    let registry = CancellationRegistry()
    let list = registry.nextList()
    let running = TrackedTask(list: list, keys: [])
    weak var released: TrackedTask?
    do {
      let node = TrackedTask(list: list, keys: [])
      released = node
      registry.insert(running)
      registry.insert(node)
      registry.finish(node)
    }
    await giveTheMainActorTurns { released == nil }
    #expect(released != nil, "one of a few: the next insertion releases it")
    registry.insert(TrackedTask(list: list, keys: []))
    #expect(released == nil)
    registry.cancelAll()
  }

  @Test func aStoreGoingAwayReleasesTheEffectsStillInFlight() {
    weak var released: TrackedTask?
    weak var releasedRegistry: CancellationRegistry?
    do {
      let registry = CancellationRegistry()
      releasedRegistry = registry
      let node = TrackedTask(list: registry.nextList(), keys: [CancelID("load")])
      released = node
      registry.insert(node)
      registry.cancelAll()
    }
    #expect(released == nil)
    #expect(releasedRegistry == nil)
  }
}
