import ConcurrencyExtras
import Synchronization
import Testing

@Suite struct MainSerialExecutorTests {
  /// Tasks that each append their id and then yield, `rounds` times.
  private static func interleaving(tasks: Int, rounds: Int) async -> [Int] {
    let log = LockIsolated<[Int]>([])
    await withTaskGroup(of: Void.self) { group in
      for id in 0..<tasks {
        group.addTask {
          for _ in 0..<rounds {
            log.withValue { $0.append(id) }
            await Task.yield()
          }
        }
      }
    }
    return log.value
  }

  @MainActor
  @Test func tasksInterleaveInEnqueueOrderOnEveryRun() async {
    await withMainSerialExecutor {
      // NB: children are enqueued in creation order and each yield goes to the back of the one
      // queue, so the interleaving is an exact round robin.
      let roundRobin = Array(repeating: Array(0..<5), count: 10).flatMap { $0 }
      for _ in 0..<100 {
        #expect(await Self.interleaving(tasks: 5, rounds: 10) == roundRobin)
      }
    }
  }

  @Test func nonisolatedCallersAreSerialisedToo() async {
    await withMainSerialExecutor {
      let first = await Self.interleaving(tasks: 3, rounds: 4)
      for _ in 0..<100 {
        #expect(await Self.interleaving(tasks: 3, rounds: 4) == first)
      }
      #expect(first == [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2])
    }
  }

  @Test func hooksAreInstalledInsideAndConsistentAfterwards() async {
    await withMainSerialExecutor {
      await Task.yield()
      #expect(isMainSerialExecutorInstalled)
      withMainSerialExecutor {
        #expect(isMainSerialExecutorInstalled)
      }
      #expect(isMainSerialExecutorInstalled)
    }
    // NB: other tests in this process may hold the executor right now; whatever the count, the
    // hook is installed exactly when someone holds it. `ScratchInstallerTests` checks removal.
    let snapshot = SerialExecutorHookInstaller.shared.snapshot
    #expect(snapshot.installed == (snapshot.holders > 0))
  }

  @MainActor
  @Test func settlingWaitsForEveryRunnableJob() async {
    await withMainSerialExecutor {
      let finished = LockIsolated(0)
      for _ in 0..<3 {
        Task.detached {
          for _ in 0..<25 { await Task.yield() }
          finished.withValue { $0 += 1 }
        }
      }
      #expect(finished.value == 0)
      // NB: the result is `false` when concurrently running tests keep the shared queue busy
      // for all the rounds; either way, returning early while these tasks could run is a bug.
      _ = await waitForMainSerialExecutorToSettle()
      #expect(finished.value == 3)
    }
  }
}

/// Hooks that are never called: they only need distinct addresses.
private let sentinelCalls = Atomic<Int>(0)
private let sentinelHook: EnqueueHook = { job, original in
  sentinelCalls.add(1, ordering: .relaxed)
  original(job)
}
private let globalTestHook: EnqueueHook = { job, original in
  sentinelCalls.add(2, ordering: .relaxed)
  original(job)
}
private let mainTestHook: EnqueueHook = { job, original in
  sentinelCalls.add(3, ordering: .relaxed)
  original(job)
}

/// The reference counting, checked on private slots so that the process-global hooks (which
/// other tests use concurrently) are never touched.
@Suite struct ScratchInstallerTests {
  // NB: private to one test; written only by the installer under its lock, read once the
  // concurrent work has been awaited.
  private final class Slots: @unchecked Sendable {
    let global = UnsafeMutablePointer<EnqueueHook?>.allocate(capacity: 1)
    let main = UnsafeMutablePointer<EnqueueHook?>.allocate(capacity: 1)

    init(previous: EnqueueHook?) {
      global.initialize(to: previous)
      main.initialize(to: previous)
    }

    deinit {
      global.deallocate()
      main.deallocate()
    }

    func installer() -> SerialExecutorHookInstaller {
      SerialExecutorHookInstaller(
        globalSlot: RuntimeHookSlot(address: global),
        mainSlot: RuntimeHookSlot(address: main),
        globalHook: globalTestHook,
        mainHook: mainTestHook
      )
    }
  }

  private static func address(_ hook: EnqueueHook?) -> UnsafeRawPointer? {
    hook.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
  }

  @Test func lastReleaseRestoresThePreviousHooks() {
    let slots = Slots(previous: sentinelHook)
    let installer = slots.installer()
    installer.acquire()
    #expect(Self.address(slots.global.pointee) == Self.address(globalTestHook))
    #expect(Self.address(slots.main.pointee) == Self.address(mainTestHook))
    installer.acquire()
    installer.release()
    #expect(installer.snapshot == (1, true))
    installer.release()
    #expect(installer.snapshot == (0, false))
    #expect(Self.address(slots.global.pointee) == Self.address(sentinelHook))
    #expect(Self.address(slots.main.pointee) == Self.address(sentinelHook))
  }

  @Test func restoresNilWhenNothingWasInstalledBefore() {
    let slots = Slots(previous: nil)
    let installer = slots.installer()
    installer.acquire()
    installer.release()
    #expect(slots.global.pointee == nil)
    #expect(slots.main.pointee == nil)
  }

  @Test func concurrentHoldersShareOneInstallation() async {
    let slots = Slots(previous: nil)
    let installer = slots.installer()
    await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<200 {
        group.addTask {
          installer.acquire()
          defer { installer.release() }
          return installer.snapshot.installed
        }
      }
      for await installedWhileHeld in group {
        #expect(installedWhileHeld)
      }
    }
    #expect(installer.snapshot == (0, false))
    #expect(slots.global.pointee == nil)
  }

  @Test func aHookReplacedByOthersIsLeftAlone() {
    let slots = Slots(previous: nil)
    let installer = slots.installer()
    installer.acquire()
    slots.global.pointee = sentinelHook
    installer.release()
    #expect(Self.address(slots.global.pointee) == Self.address(sentinelHook))
    #expect(slots.main.pointee == nil)
  }

  @Test func theUncheckedFlagIsOneIdempotentHolder() {
    let slots = Slots(previous: nil)
    let installer = slots.installer()
    installer.holdsUnchecked = true
    installer.holdsUnchecked = true
    #expect(installer.snapshot == (1, true))
    installer.acquire()
    installer.holdsUnchecked = false
    installer.holdsUnchecked = false
    #expect(installer.snapshot == (1, true))
    installer.release()
    #expect(installer.snapshot == (0, false))
  }
}
