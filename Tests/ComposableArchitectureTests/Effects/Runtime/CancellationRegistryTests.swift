import Testing

@testable import ComposableArchitecture

@Suite struct CancellationRegistryTests {
  private static func sleeper() -> Task<Void, Never> {
    Task { _ = try? await Task.sleep(for: .seconds(3_600)) }
  }

  @Test func cancellingAnIDCancelsItsTasksWhichCountUntilTheyEnd() async {
    let registry = CancellationRegistry()
    let keyed = Self.sleeper()
    let plain = Self.sleeper()
    let keyedHandle = RunningEffects.Handle.next()
    let plainHandle = RunningEffects.Handle.next()
    registry.insert(keyedHandle, task: keyed, keys: [CancelID(1)])
    registry.insert(plainHandle, task: plain, keys: [])
    #expect(registry.count == 2)
    #expect(registry.registrationsUnderIDs == 1)
    registry.cancel(CancelID(1))
    await keyed.value
    #expect(keyed.isCancelled && !plain.isCancelled)
    #expect(registry.registrationsUnderIDs == 0)
    #expect(registry.count == 2)
    registry.finish(keyedHandle)
    #expect(registry.count == 1)
    plain.cancel()
    registry.finish(plainHandle)
    #expect(registry.count == 0)
  }

  @Test func aFinishedEffectLeavesItsIDsAtOnceOnWhicheverThreadItEnds() async {
    let registry = CancellationRegistry()
    let handle = RunningEffects.Handle.next()
    let task = Task {}
    registry.insert(handle, task: task, keys: [CancelID("load"), CancelID("save")])
    #expect(registry.registrationsUnderIDs == 2)
    await Task.detached { registry.finish(handle) }.value
    #expect(registry.registrationsUnderIDs == 0)
    #expect(registry.count == 0)
    registry.cancel(CancelID("load"))
  }

  @Test func closingCancelsEveryTaskAndThoseRecordedAfter() async {
    let registry = CancellationRegistry()
    let keyed = Self.sleeper()
    let other = Task<Int, Never> {
      _ = try? await Task.sleep(for: .seconds(3_600))
      return 0
    }
    registry.insert(RunningEffects.Handle.next(), task: keyed, keys: [CancelID(1)])
    registry.insert(RunningEffects.Handle.next(), task: other, keys: [CancelID(1)])
    registry.cancelAll()
    await keyed.value
    _ = await other.value
    #expect(keyed.isCancelled && other.isCancelled)
    #expect(registry.count == 0)
    let late = Self.sleeper()
    registry.insert(RunningEffects.Handle.next(), task: late, keys: [])
    await late.value
    #expect(late.isCancelled, "a store gone away starts nothing")
  }

  /// Effects inserted, cancelled and finished from many tasks at once: the registry ends empty,
  /// with every id group gone.
  @Test func concurrentEffectsLeaveNothingBehind() async {
    let registry = CancellationRegistry()
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<8 {
        group.addTask {
          for index in 0..<500 {
            let handle = RunningEffects.Handle.next()
            let task = Task { _ = try? await Task.sleep(for: .milliseconds(1)) }
            registry.insert(handle, task: task, keys: [CancelID(index % 4), CancelID(worker)])
            if index.isMultiple(of: 3) { registry.cancel(CancelID(index % 4)) }
            await task.value
            registry.finish(handle)
          }
        }
      }
    }
    #expect(registry.count == 0)
    #expect(registry.registrationsUnderIDs == 0)
  }
}

extension CancellationRegistry {
  /// The number of registrations under cancel ids.
  var registrationsUnderIDs: Int { effects.withLock { $0.registrationsUnderIDs } }
}
