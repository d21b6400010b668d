import Locking
import Synchronization

/// Reference-counted ownership of the runtime hooks that make the main serial executor.
///
/// While at least one holder exists, the global hook sends every global-executor job to the main
/// executor, and the main hook counts every job enqueued there before passing it on unchanged.
/// The first holder saves whatever the two hook variables held and installs ours; the last one
/// to leave puts the saved values back, unless someone else has replaced our hook in between,
/// in which case their hook is left alone.
///
/// The runtime variables are process-global, so ``shared`` is the one instance that touches
/// them; tests build private instances over private slots to check the bookkeeping.
package final class SerialExecutorHookInstaller: Sendable {
  // NB: thin function pointers (no captures), only read and written under the installer's lock.
  private struct Saved: @unchecked Sendable {  // NB: read and written under the lock
    var global: EnqueueHook?
    var main: EnqueueHook?
  }

  private struct State {
    var holders = 0
    var holdsUnchecked = false
    /// What `uncheckedUseMainSerialExecutor` reads: a plain flag, as upstream's, which its
    /// setter sets and each scope or test store sets for its lifetime and puts back after.
    var flag = false
    var saved = Saved()
  }

  private let globalSlot: RuntimeHookSlot?
  private let mainSlot: RuntimeHookSlot?
  private let globalHook: EnqueueHook
  private let mainHook: EnqueueHook
  private let state = Lock(State())

  /// The installer of the real runtime hooks.
  package static let shared = SerialExecutorHookInstaller(
    globalSlot: .enqueueGlobal,
    mainSlot: .enqueueMainExecutor,
    globalHook: { job, _ in enqueueOnMainExecutor(job) },
    mainHook: { job, original in
      mainSerialExecutorEnqueueCount.add(1, ordering: .sequentiallyConsistent)
      original(job)
    }
  )

  /// Creates an installer over the given hook variables.
  package init(
    globalSlot: RuntimeHookSlot?,
    mainSlot: RuntimeHookSlot?,
    globalHook: EnqueueHook,
    mainHook: EnqueueHook
  ) {
    self.globalSlot = globalSlot
    self.mainSlot = mainSlot
    self.globalHook = globalHook
    self.mainHook = mainHook
  }

  /// Whether the runtime exposes the global hook at all.
  package var isAvailable: Bool { globalSlot != nil }

  /// The number of current holders (``acquire()`` calls not yet released, plus one for the
  /// unchecked flag when it is set).
  package var holderCount: Int { state.withLock { $0.holders } }

  /// Whether our hooks are installed, read under the same lock as ``holderCount``.
  package var snapshot: (holders: Int, installed: Bool) {
    state.withLock { state in
      (state.holders, globalSlot.map { Self.same($0.address.pointee, globalHook) } ?? false)
    }
  }

  /// Adds a holder, installing the hooks if it is the first.
  package func acquire() {
    state.withLock { add(to: &$0) }
  }

  /// Removes a holder, restoring the saved hooks if it was the last.
  package func release() {
    state.withLock { remove(from: &$0) }
  }

  /// Sets or clears the single holder that `uncheckedUseMainSerialExecutor` owns, and the flag
  /// it reads.
  package var holdsUnchecked: Bool {
    get { state.withLock { $0.holdsUnchecked } }
    set {
      state.withLock { state in
        state.flag = newValue
        guard state.holdsUnchecked != newValue else { return }
        state.holdsUnchecked = newValue
        newValue ? add(to: &state) : remove(from: &state)
      }
    }
  }

  /// The flag `uncheckedUseMainSerialExecutor` reads. Other holders do not change it, so it
  /// reads back what was last set; whether the hooks are in is ``snapshot``'s to say.
  package var flag: Bool { state.withLock { $0.flag } }

  /// Adds a holder and sets the flag, returning the flag as it was, for
  /// ``releaseRestoringFlag(_:)``: a scope or a test store, which upstream's flag follows.
  package func acquireSettingFlag() -> Bool {
    state.withLock { state in
      defer { state.flag = true }
      add(to: &state)
      return state.flag
    }
  }

  /// Removes a holder added by ``acquireSettingFlag()`` and puts the flag back as it was.
  package func releaseRestoringFlag(_ flag: Bool) {
    state.withLock { state in
      state.flag = flag
      remove(from: &state)
    }
  }

  /// Sets the flag without adding or removing a holder: a test store told to stop serialising,
  /// as upstream's sets the global flag.
  package func setFlag(_ flag: Bool) {
    state.withLock { $0.flag = flag }
  }

  private func add(to state: inout State) {
    state.holders += 1
    if state.holders == 1 { install(saving: &state.saved) }
  }

  private func remove(from state: inout State) {
    precondition(state.holders > 0, "The main serial executor was released more than acquired.")
    state.holders -= 1
    if state.holders == 0 { restore(state.saved) }
  }

  private func install(saving saved: inout Saved) {
    if let globalSlot {
      saved.global = globalSlot.address.pointee
      globalSlot.address.pointee = globalHook
    }
    if let mainSlot {
      saved.main = mainSlot.address.pointee
      mainSlot.address.pointee = mainHook
    }
  }

  private func restore(_ saved: Saved) {
    if let globalSlot, Self.same(globalSlot.address.pointee, globalHook) {
      globalSlot.address.pointee = saved.global
    }
    if let mainSlot, Self.same(mainSlot.address.pointee, mainHook) {
      mainSlot.address.pointee = saved.main
    }
  }

  private static func same(_ installed: EnqueueHook?, _ ours: EnqueueHook) -> Bool {
    guard let installed else { return false }
    return unsafeBitCast(installed, to: UnsafeRawPointer.self)
      == unsafeBitCast(ours, to: UnsafeRawPointer.self)
  }
}

/// Counts the jobs enqueued on the main executor while our hooks are installed; the basis of
/// `waitForMainSerialExecutorToSettle`.
let mainSerialExecutorEnqueueCount = Atomic<Int>(0)

/// The runtime's entry point for putting a job on the main executor (the main dispatch queue on
/// Linux and Darwin). It consults the main-executor hook, so routed jobs are counted too.
@_silgen_name("swift_task_enqueueMainExecutor")
func enqueueOnMainExecutor(_ job: UnownedJob)
