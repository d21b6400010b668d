import Testing

@testable import ComposableArchitecture

@Suite struct RunningEffectsTests {
  typealias Handle = RunningEffects.Handle

  /// A canceller that records, in `log`, that it ran.
  private func canceller(_ name: String, _ log: LockIsolated<[String]>) -> RunningEffects.Canceller
  {
    .closure { log.withValue { $0.append(name) } }
  }

  private func cancel(_ cancellers: [RunningEffects.Canceller]) {
    for canceller in cancellers { canceller.cancel() }
  }

  @Test func anEffectUnderAnIDIsCancelledByItAndLeavesItsGroup() {
    var effects = RunningEffects()
    let log = LockIsolated<[String]>([])
    let handle = Handle.next()
    #expect(effects.insert(handle, canceller("load", log), keys: [CancelID(1)]) == .recorded)
    #expect(effects.registrationsUnderIDs == 1)
    cancel(effects.cancel(CancelID(1)))
    #expect(log.value == ["load"])
    #expect(effects.groups.isEmpty)
    #expect(effects.count == 1, "a cancelled effect counts until its task ends")
    #expect(effects.cancel(CancelID(1)).isEmpty)
    #expect(effects.finish(handle) != nil)
    #expect(effects.count == 0)
    effects._checkInvariants()
  }

  @Test func cancellingAnIDLeavesEffectsUnderOtherIDsRunning() {
    var effects = RunningEffects()
    let log = LockIsolated<[String]>([])
    let shared = Handle.next()
    let other = Handle.next()
    _ = effects.insert(shared, canceller("shared", log), keys: [CancelID("outer"), CancelID("in")])
    _ = effects.insert(other, canceller("other", log), keys: [CancelID("outer")])
    cancel(effects.cancel(CancelID("in")))
    #expect(log.value == ["shared"])
    #expect(effects.groups == [CancelID("outer"): [other]], "it left every id it was under")
    cancel(effects.cancel(CancelID("outer")))
    #expect(log.value == ["shared", "other"], "each effect is cancelled once")
    effects._checkInvariants()
  }

  @Test func aFinishedEffectLeavesTheGroupsOfItsIDs() {
    var effects = RunningEffects()
    let log = LockIsolated<[String]>([])
    let handles = (0..<3).map { _ in Handle.next() }
    for handle in handles { _ = effects.insert(handle, canceller("a", log), keys: [CancelID(1)]) }
    _ = effects.finish(handles[0])
    #expect(effects.groups[CancelID(1)] == [handles[1], handles[2]])
    #expect(effects.finish(handles[0]) == nil, "finishing twice is harmless")
    _ = effects.finish(handles[1])
    _ = effects.finish(handles[2])
    #expect(effects.groups.isEmpty)
    #expect(effects.count == 0)
    effects._checkInvariants()
  }

  @Test func anEffectUnderOneIDTwiceLeavesIt() {
    var effects = RunningEffects()
    let log = LockIsolated<[String]>([])
    let handle = Handle.next()
    _ = effects.insert(handle, canceller("twice", log), keys: [CancelID(1), CancelID(1)])
    effects._checkInvariants()
    _ = effects.finish(handle)
    #expect(effects.groups.isEmpty)
  }

  @Test func anEffectThatFinishesBeforeItIsInsertedIsNotRecorded() {
    var effects = RunningEffects()
    let log = LockIsolated<[String]>([])
    let handle = Handle.next()
    #expect(effects.finish(handle) == nil)
    #expect(
      effects.insert(handle, canceller("early", log), keys: [CancelID(1)]) == .alreadyFinished)
    #expect(effects.count == 0)
    #expect(effects.groups.isEmpty)
    #expect(log.value.isEmpty)
    effects._checkInvariants()
  }

  @Test func closingCancelsEverythingAndWhatComesAfter() {
    var effects = RunningEffects()
    let log = LockIsolated<[String]>([])
    let keyed = Handle.next()
    _ = effects.insert(keyed, canceller("keyed", log), keys: [CancelID(1)])
    _ = effects.insert(Handle.next(), canceller("plain", log), keys: [])
    cancel(effects.close())
    #expect(Set(log.value) == ["keyed", "plain"])
    #expect(effects.count == 0)
    #expect(effects.groups.isEmpty)
    #expect(effects.finish(keyed) == nil)
    #expect(effects.insert(Handle.next(), canceller("late", log), keys: []) == .cancel)
    effects._checkInvariants()
  }

  /// Handles skip `Hasher`: consecutive ones must still fill a table's buckets without
  /// colliding, or every insertion and removal would probe.
  @Test func consecutiveHandlesLandInDistinctBuckets() {
    let first = UInt64.random(in: 0..<1_000_000)
    let handles = (first..<first + 1_024).map { Handle(value: $0) }
    for seed in [0, 42] {
      let buckets = Set(handles.map { $0._rawHashValue(seed: seed) & 1_023 })
      #expect(buckets.count == handles.count)
    }
  }

  @Test func theTableGivesBackTheRoomOfABurstOnceEmpty() {
    var effects = RunningEffects()
    let log = LockIsolated<[String]>([])
    let handles = (0..<(RunningEffects.retainedCapacity * 2)).map { _ in Handle.next() }
    for handle in handles { _ = effects.insert(handle, canceller("a", log), keys: []) }
    #expect(effects.entries.capacity > RunningEffects.retainedCapacity)
    for handle in handles { _ = effects.finish(handle) }
    #expect(effects.entries.capacity <= RunningEffects.retainedCapacity)
  }

  @Test func theIdsTableGivesBackTheRoomOfABurstOnceEmpty() {
    let log = LockIsolated<[String]>([])
    let handles = (0..<(RunningEffects.retainedCapacity * 2)).map { _ in Handle.next() }
    var cancelled = RunningEffects()
    for handle in handles { _ = cancelled.insert(handle, canceller("a", log), keys: [CancelID(1)]) }
    #expect(cancelled.registrations.capacity > RunningEffects.retainedCapacity)
    _ = cancelled.cancel(CancelID(1))
    #expect(cancelled.registrations.capacity <= RunningEffects.retainedCapacity)
    var finished = RunningEffects()
    for handle in handles { _ = finished.insert(handle, canceller("a", log), keys: [CancelID(1)]) }
    for handle in handles { _ = finished.finish(handle) }
    #expect(finished.registrations.capacity <= RunningEffects.retainedCapacity)
  }

  /// Random insertions, finishes (some before their insertion), cancellations by id and a final
  /// close, checking after each step that the groups and the entries agree, and that every
  /// effect is cancelled at most once and only while registered.
  @Test func randomOperationsKeepTheGroupsAndTheEntriesInAgreement() {
    var generator = SystemRandomNumberGenerator()
    var effects = RunningEffects()
    let log = LockIsolated<[String]>([])
    var running: [Handle] = []
    var finishedEarly: [Handle] = []
    for step in 0..<5_000 {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<4:
        let handle = Handle.next()
        let keys = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
          CancelID(Int.random(in: 0..<8, using: &generator))
        }
        let inserted = effects.insert(handle, canceller("\(step)", log), keys: CancelKeys(keys))
        #expect(inserted == .recorded)
        running.append(handle)
      case 4..<7 where !running.isEmpty:
        let handle = running.remove(at: Int.random(in: running.indices, using: &generator))
        #expect(effects.finish(handle) != nil)
      case 7:
        let handle = Handle.next()
        _ = effects.finish(handle)
        finishedEarly.append(handle)
      case 8 where !finishedEarly.isEmpty:
        let handle = finishedEarly.removeLast()
        #expect(
          effects.insert(handle, canceller("early", log), keys: [CancelID(0)]) == .alreadyFinished)
      default:
        cancel(effects.cancel(CancelID(Int.random(in: 0..<8, using: &generator))))
      }
      effects._checkInvariants()
      #expect(effects.count == running.count)
    }
    #expect(Set(log.value).count == log.value.count, "no effect is cancelled twice")
    #expect(!log.value.contains("early"))
    cancel(effects.close())
    effects._checkInvariants()
    #expect(effects.count == 0)
  }
}

extension RunningEffects {
  /// The number of registrations under cancel ids.
  var registrationsUnderIDs: Int { groups.values.reduce(0) { $0 + $1.count } }
}
