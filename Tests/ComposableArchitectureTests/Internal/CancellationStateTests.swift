import Testing

@testable import ComposableArchitecture

@Suite struct CancellationStateTests {
  private func identities(_ cancelled: [CancellationState.InFlight]) -> [ObjectIdentifier] {
    cancelled.compactMap {
      guard case let .tracked(node) = $0 else { return nil }
      return ObjectIdentifier(node)
    }
  }

  private func identities(_ nodes: [TrackedTask]?) -> [ObjectIdentifier] {
    (nodes ?? []).map(ObjectIdentifier.init)
  }

  @Test func anEffectUnderAnIDIsCancelledByItAndLeavesItsGroup() {
    var state = CancellationState()
    let node = TrackedTask(list: 0, keys: [CancelID(1)])
    state.insert(node)
    #expect(node.firstKeyIndex == 0)
    #expect(identities(state.remove(key: CancelID(1))) == [ObjectIdentifier(node)])
    #expect(node.firstKeyIndex == -1)
    #expect(state.groups.isEmpty)
    #expect(state.remove(key: CancelID(1)).isEmpty)
  }

  @Test func aFinishedEffectLeavesItsGroupAndTheLastTakesItsPlace() {
    var state = CancellationState()
    let nodes = (0..<3).map { _ in TrackedTask(list: 0, keys: [CancelID(1)]) }
    for node in nodes { state.insert(node) }
    state.unregister(nodes[0])
    #expect(identities(state.groups[CancelID(1)]) == identities([nodes[2], nodes[1]]))
    #expect(nodes[2].firstKeyIndex == 0)
    state.unregister(nodes[1])
    state.unregister(nodes[1])
    #expect(identities(state.groups[CancelID(1)]) == identities([nodes[2]]))
    state.unregister(nodes[2])
    #expect(state.groups.isEmpty)
  }

  @Test func anEffectUnderTwoIDsCancelledByOneLeavesTheOther() {
    var state = CancellationState()
    let shared = TrackedTask(list: 0, keys: [CancelID("outer"), CancelID("inner")])
    let other = TrackedTask(list: 0, keys: [CancelID("outer")])
    state.insert(shared)
    state.insert(other)
    #expect(identities(state.remove(key: CancelID("inner"))) == [ObjectIdentifier(shared)])
    #expect(identities(state.groups[CancelID("outer")]) == [ObjectIdentifier(other)])
    #expect(other.firstKeyIndex == 0)
    #expect(shared.keyIndex(0) == -1 && shared.keyIndex(1) == -1)
  }

  @Test func anEffectUnderOneIDTwiceLeavesBothPlaces() {
    var state = CancellationState()
    let twice = TrackedTask(list: 0, keys: [CancelID(1), CancelID(1)])
    let once = TrackedTask(list: 0, keys: [CancelID(1)])
    state.insert(twice)
    state.insert(once)
    #expect(twice.keyIndex(0) == 0 && twice.keyIndex(1) == 1)
    state.unregister(twice)
    #expect(identities(state.groups[CancelID(1)]) == [ObjectIdentifier(once)])
    #expect(once.firstKeyIndex == 0)
  }

  @Test func cancellingByPathCancelsEachEffectOnce() {
    var state = CancellationState()
    let path = NavigationIDPath().appending("row")
    let both = TrackedTask(
      list: 0, keys: [CancelID("a", path: path), CancelID("b", path: path)]
    )
    let elsewhere = TrackedTask(list: 0, keys: [CancelID("a")])
    state.insert(both)
    state.insert(elsewhere)
    let cancelled = state.remove { $0.path.starts(with: path) }
    #expect(identities(cancelled) == [ObjectIdentifier(both)])
    #expect(identities(state.groups[CancelID("a")]) == [ObjectIdentifier(elsewhere)])
    #expect(state.groups.count == 1)
  }

  @Test func removingAllHandsOverEveryEffectAndForgetsTheIDs() {
    var state = CancellationState()
    let node = TrackedTask(list: 0, keys: [CancelID(1), CancelID(2)])
    state.insert(node)
    #expect(!state.removeAll().isEmpty)
    #expect(state.groups.isEmpty)
    #expect(node.keyIndex(0) == -1 && node.keyIndex(1) == -1)
    state.unregister(node)
  }

  @Test func aTaskUnderSeveralKeysIsUnregisteredFromTheOthersWhenOneIsCancelled() {
    var state = CancellationState()
    let shared = CancellationState.Token.next()
    let other = CancellationState.Token.next()
    state.insert(shared, task: .effect(Task {}), keys: [CancelID("outer"), CancelID("inner")])
    state.insert(other, task: .effect(Task {}), keys: [CancelID("outer")])
    #expect(state.remove(key: CancelID("inner")).count == 1)
    #expect(state.keys[CancelID("outer")] == [other])
  }

  @Test func theRegistryForgetsTasksThatFinishBeforeTheyAreRecorded() {
    var state = CancellationState()
    let token = CancellationState.Token.next()
    state.finish(token)
    state.insert(token, task: .effect(Task {}), keys: [CancelID(1)])
    #expect(state.tasks.isEmpty)
    #expect(state.keys.isEmpty)
  }

  @Test func theRegistryUnregistersCancelledTasksFromEveryKey() {
    var state = CancellationState()
    let token = CancellationState.Token.next()
    state.insert(token, task: .effect(Task {}), keys: [CancelID("outer"), CancelID("inner")])
    #expect(state.remove(key: CancelID("inner")).count == 1)
    #expect(state.keys.isEmpty)
    #expect(state.tasks.count == 1, "a cancelled task counts until it finishes")
    state.finish(token)
    #expect(state.tasks.isEmpty)
  }
}
