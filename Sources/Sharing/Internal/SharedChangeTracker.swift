import Dependencies
import Locking
import Synchronization

/// Lets a test store assert changes to shared values as it asserts changes to state.
///
/// A store's reducer and effects run with a tracker *tracking*: the first write to each shared
/// value records the value before it (a snapshot). The test's assertion closure and the state
/// comparison after it run with the tracker *asserting*: reads of a recorded value see the
/// snapshot, writes change the snapshot instead of the value, and `==` between two views of one
/// shared value compares the snapshot (what the test expects) with the value (what happened).
/// So `$0.$count.withLock { $0 = 1 }` in a `send` closure asserts that the action made the count
/// 1, and a change the closure leaves out makes the states differ. Not API: `package` for
/// ComposableArchitecture's `TestStore`.
@usableFromInline
package final class SharedChangeTracker: @unchecked Sendable {  // NB: below
  // NB: `snapshots` is read and written only while `lock` is held.
  private let lock = Lock(())
  private var snapshots: [ObjectIdentifier: Snapshot] = [:]

  private struct Snapshot {
    /// Keeps the storage alive, so that its identifier is not reused while recorded.
    let storage: AnyObject
    var value: Any
  }

  /// How many trackers exist: while none does, no write can be tracked or asserted, and shared
  /// values skip the dependency look-up that finds the trackers in effect.
  @usableFromInline static let liveCount = Atomic(0)

  package init() {
    Self.liveCount.add(1, ordering: .relaxed)
  }

  deinit {
    Self.liveCount.subtract(1, ordering: .relaxed)
  }

  /// Whether any shared value was written since the last ``reset()``.
  package var hasChanges: Bool {
    lock.withLock { _ in !snapshots.isEmpty }
  }

  /// Forgets every recorded snapshot: what the values are now is what is asserted.
  package func reset() {
    lock.withLock { _ in snapshots.removeAll() }
  }

  /// Records the writes made with `dependencies` (a store's reducer and effects).
  package func track(_ dependencies: inout DependencyValues) {
    dependencies[SharedChangeTrackingKey.self].tracking = self
  }

  /// Asserts with `dependencies`: for a closure that runs with a store's dependencies.
  package func assert(_ dependencies: inout DependencyValues) {
    dependencies[SharedChangeTrackingKey.self].asserting = self
  }

  /// Runs `body` asserting: reads see snapshots, writes change them, `==` compares them with
  /// the values.
  package func assert<Result>(_ body: () throws -> Result) rethrows -> Result {
    try withDependencies {
      $0[SharedChangeTrackingKey.self].asserting = self
    } operation: {
      try body()
    }
  }

  /// Records `value` as the value of `storage` before its first tracked write.
  func record(_ value: @autoclosure () -> Any, for storage: AnyObject) {
    let id = ObjectIdentifier(storage)
    lock.withLock { _ in
      if snapshots[id] == nil {
        snapshots[id] = Snapshot(storage: storage, value: value())
      }
    }
  }

  /// The snapshot of `storage`, if it was written since the last reset.
  func snapshot(of storage: AnyObject) -> Any? {
    lock.withLock { _ in snapshots[ObjectIdentifier(storage)]?.value }
  }

  /// Changes the snapshot of `storage` (starting from `current` if there is none yet).
  func updateSnapshot<Value, Result>(
    of storage: AnyObject,
    current: Value,
    _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    var value = snapshot(of: storage).map { $0 as! Value } ?? current
    defer {
      let id = ObjectIdentifier(storage)
      let updated = value
      lock.withLock { _ in snapshots[id] = Snapshot(storage: storage, value: updated) }
    }
    return try body(&value)
  }
}

/// The trackers in effect: the one recording writes, and the one asserting them.
@usableFromInline
struct SharedChangeTracking: Sendable {
  var tracking: SharedChangeTracker?
  var asserting: SharedChangeTracker?

  /// Whether a tracker may be in effect; when `false`, a shared value reads and writes its
  /// value directly (the common case, outside test stores).
  ///
  /// A tracker is put in effect only after it is made, and a task that sees it in effect was
  /// started after that, so a relaxed count is enough.
  @inlinable static var mayBeActive: Bool {
    SharedChangeTracker.liveCount.load(ordering: .relaxed) > 0
  }

  /// The trackers of the current dependencies; none, without a look-up, while no tracker exists.
  static var current: Self {
    guard mayBeActive else { return Self() }
    return DependencyValues._current[SharedChangeTrackingKey.self]
  }
}

private enum SharedChangeTrackingKey: DependencyKey {
  static var liveValue: SharedChangeTracking { SharedChangeTracking() }
  static var testValue: SharedChangeTracking { SharedChangeTracking() }
}
