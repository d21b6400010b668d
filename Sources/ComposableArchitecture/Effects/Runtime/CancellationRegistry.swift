import Locking
import Synchronization

/// The running effects of one root store, and their cancel ids: one ``RunningEffects`` value
/// behind one lock, shared by the store and its effects' tasks.
///
/// Every root store owns one, so cancellation ids are isolated per store: two stores using the
/// same id never cancel each other's work. Effects find the registry of the store that started
/// them through ``current``, a task-local that each effect's task binds.
///
/// Tasks are cancelled, and finished entries released, after the lock is let go: cancelling a
/// task can run its cancellation handlers, which may come back here.
@usableFromInline
final class CancellationRegistry: Sendable {
  /// The registry of the store whose effect is running; a process-wide one outside any store.
  static var current: CancellationRegistry { binding.get() }

  /// The task-local behind ``current``, declared by hand rather than with `@TaskLocal` so that
  /// an effect's task, written out in the client's module, can bind it.
  @usableFromInline static let binding = TaskLocal(wrappedValue: CancellationRegistry())

  // Not private: tests count the registrations under ids through it.
  let effects = Lock(RunningEffects())

  /// The state of the `throttle` operators of this store's effects.
  let throttles = ThrottleState()

  @usableFromInline
  init() {}

  /// Records the task of a started effect under `keys` (outermost first), unless it already
  /// finished; cancels it when the store went away.
  @usableFromInline
  func insert(_ handle: RunningEffects.Handle, task: Task<Void, Never>, keys: CancelKeys) {
    insert(handle, .task(task), keys: keys)
  }

  /// Records a task other than an effect's (`withTaskCancellation(id:)`) under `keys`.
  func insert<Success>(
    _ handle: RunningEffects.Handle, task: Task<Success, Never>, keys: CancelKeys
  ) {
    insert(handle, .closure(task.cancel), keys: keys)
  }

  private func insert(
    _ handle: RunningEffects.Handle, _ canceller: RunningEffects.Canceller, keys: CancelKeys
  ) {
    let insertion = effects.withLock { $0.insert(handle, canceller, keys: keys) }
    if insertion == .cancel { canceller.cancel() }
  }

  /// Forgets an effect whose task ended. Called by the task.
  @usableFromInline
  func finish(_ handle: RunningEffects.Handle) {
    // The entry, and the task it holds, are released here, outside the lock.
    _ = effects.withLock { $0.finish(handle) }
  }

  /// Cancels every effect registered under `key`.
  @usableFromInline
  func cancel(_ key: CancelID) {
    Self.cancel(effects.withLock { $0.cancel(key) })
  }

  /// Cancels every effect still running: the store is going away.
  func cancelAll() {
    Self.cancel(effects.withLock { $0.close() })
  }

  /// Cancels each of `cancellers`, moving it out of the array rather than copying it: each task
  /// is touched once, by its cancellation, and released right after, while still in cache.
  private static func cancel(_ cancellers: consuming [RunningEffects.Canceller]) {
    var cancellers = cancellers
    while let canceller = cancellers.popLast() { canceller.cancel() }
  }

  /// The number of effects still running.
  var count: Int { effects.withLock { $0.count } }
}
