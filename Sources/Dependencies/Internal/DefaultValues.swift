import Synchronization

/// The cache of default dependency values, so that each key's live, test or preview value is
/// created once.
///
/// Entries are keyed by key type and context and, in the test context, by the Swift Testing test
/// running on the current task: concurrent tests never share a default, and a test never sees one
/// made by an earlier test (an unimplemented clock, an issue already reported). XCTest tests carry
/// no identity that can be read without linking XCTest, so they share one entry per key.
final class DefaultValues: Sendable {
  static let shared = DefaultValues()

  private struct Entry: Hashable {
    let key: ObjectIdentifier
    let context: DependencyContext
    let test: TestIdentity?
  }

  private let values = Mutex<[Entry: any AnyObject & Sendable]>([:])

  /// The cached default of `key` in `context`, made by `make` on a miss.
  ///
  /// `make` runs outside the lock, so a default may read other dependencies; two tasks racing on
  /// the first read may both make one, and the first stored wins. With `caches` false (inside a
  /// `withDependencies` update, where a key without a test value hands over its live value) a
  /// made value is not kept.
  func value<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext,
    caches: Bool,
    make: () -> Key.Value
  ) -> Key.Value {
    let entry = Entry(
      key: ObjectIdentifier(key),
      context: context,
      test: context == .test && isTesting ? TestIdentity.current : nil
    )
    if let box = values.withLock({ $0[entry] }) {
      return unsafeDowncast(box, to: DependencyBox<Key.Value>.self).value
    }
    let made = DependencyBox(make())
    guard caches else { return made.value }
    let stored = values.withLock { values in
      if let existing = values[entry] { return existing }
      values[entry] = made
      return made
    }
    return unsafeDowncast(stored, to: DependencyBox<Key.Value>.self).value
  }
}
