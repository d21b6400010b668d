import Foundation
import Locking
import Synchronization

/// A cache of default dependency values, so that each key's live, test or preview value is
/// created once.
///
/// Every `DependencyValues()` starts a cache of its own, and copies share it: replacing the
/// values wholesale (`$0 = DependencyValues()`) starts over with fresh defaults, as it does in
/// Point-Free's library.
///
/// Entries are keyed by key type and context and, in the test context, by the Swift Testing test
/// running on the current task: concurrent tests never share a default, and a test never sees one
/// made by an earlier test (an unimplemented clock, an issue already reported). XCTest tests carry
/// no identity that can be read without linking XCTest, so they share one entry per key.
final class DefaultValues: Sendable {
  private struct Entry: Hashable {
    let key: ObjectIdentifier
    let context: DependencyContext
    let test: TestIdentity?

    init(key: ObjectIdentifier, context: DependencyContext) {
      self.key = key
      self.context = context
      self.test = context == .test && isTesting ? TestIdentity.current : nil
    }
  }

  /// A cached default, and the `prepareDependencies` call that set it (`nil`: made on a read).
  private struct Stored: Sendable {
    let box: any AnyObject & Sendable
    let preparation: UInt64?
    /// Whether it is a test value standing in for a missing live value, which every read
    /// reports.
    var lacksLiveValue = false
  }

  private let values = Lock<[Entry: Stored]>([:])

  /// Held while a default is made, so each is made exactly once however many tasks read it
  /// first; recursive, since a default may read other dependencies that are not made yet. Reads
  /// of made defaults never take it.
  private let making = NSRecursiveLock()

  /// Whether `prepareDependencies` set the context, so that reading it looks in ``values`` only
  /// then.
  private let hasPreparedContext = Atomic<Bool>(false)

  /// The context `prepareDependencies` set (for the current test, in tests), if any.
  var preparedContext: DependencyContext? {
    guard hasPreparedContext.load(ordering: .acquiring) else { return nil }
    let entry = Entry(key: ObjectIdentifier(DependencyContextKey.self), context: defaultContext)
    guard let stored = values.withLock({ $0[entry] }) else { return nil }
    return DependencyBox<DependencyContext>.unbox(stored.box)
  }

  /// The cached default of `key` in `context`, made by `make` on a miss.
  ///
  /// `make` runs at most once per entry: tasks racing on the first read wait for the one making
  /// it. With `caches` false (inside a `withDependencies` update, where a key without a test
  /// value hands over its live value) a value is made and not kept. A cached value that `make`
  /// said lacks a live value calls `lackingLiveValue` on each read (`make` reports the first).
  func value<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext,
    caches: Bool,
    make: () -> (value: Key.Value, lacksLiveValue: Bool),
    lackingLiveValue: () -> Void
  ) -> Key.Value {
    let entry = Entry(key: ObjectIdentifier(key), context: context)
    if let stored = values.withLock({ $0[entry] }) {
      if stored.lacksLiveValue { lackingLiveValue() }
      return DependencyBox<Key.Value>.unbox(stored.box)
    }
    guard caches else { return make().value }
    making.lock()
    defer { making.unlock() }
    // Another task may have made it while this one waited.
    if let stored = values.withLock({ $0[entry] }) {
      if stored.lacksLiveValue { lackingLiveValue() }
      return DependencyBox<Key.Value>.unbox(stored.box)
    }
    return DefaultValueBuild.run {
      let (value, lacksLiveValue) = make()
      let stored = Stored(
        box: DependencyBox(value), preparation: nil, lacksLiveValue: lacksLiveValue
      )
      values.withLock { $0[entry] = stored }
      return value
    }
  }

  /// Makes `value` the default of `key` in `context`, for `prepareDependencies` call
  /// `preparation`.
  ///
  /// Returns `false`, and changes nothing, when the key was already read (its default made) or
  /// prepared by another call: code that read the old default would disagree with code reading
  /// the new one. Previews may prepare again over a default made on a read, since a preview's
  /// body can run more than once.
  func prepare<Key: TestDependencyKey>(
    _ value: Key.Value,
    for key: Key.Type,
    context: DependencyContext,
    preparation: UInt64
  ) -> Bool {
    let entry = Entry(key: ObjectIdentifier(key), context: context)
    return values.withLock { values in
      if let existing = values[entry], existing.preparation != preparation,
        !(context == .preview && existing.preparation == nil)
      {
        return false
      }
      values[entry] = Stored(box: DependencyBox(value), preparation: preparation)
      if key == DependencyContextKey.self {
        hasPreparedContext.store(true, ordering: .releasing)
      }
      return true
    }
  }
}
