import Locking
import Synchronization

/// The case paths already built from case key paths, by key path.
///
/// A reducer's `body` is evaluated for every action, so `Scope(state:action:)` and friends turn
/// the same case key path into an ``AnyCasePath`` again and again. Evaluating a case key path
/// walks every component through the enum's `allCasePaths`; looking the result up costs a hash
/// and a lock.
enum CasePathCache {
  // NB: key paths are immutable; entries are written once and only read afterwards.
  private static let entries = Lock<[UncheckedKey: any Sendable]>([:])

  private struct UncheckedKey: Hashable, @unchecked Sendable {  // NB: immutable key path
    let keyPath: AnyKeyPath
  }

  static func casePath<Root, Value>(
    for keyPath: CaseKeyPath<Root, Value>,
    build: () -> AnyCasePath<Root, Value>
  ) -> AnyCasePath<Root, Value> {
    let key = UncheckedKey(keyPath: keyPath)
    if let cached = entries.withLock({ $0[key] }) as? AnyCasePath<Root, Value> {
      return cached
    }
    let path = build()
    entries.withLock { $0[key] = path }
    return path
  }
}
