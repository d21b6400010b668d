import Locking
import Synchronization

/// The dependency values of objects returned by `withDependencies` operations, so that
/// `withDependencies(from:)` can pass them on from an object that holds no `@Dependency`
/// property of its own.
///
/// Objects are held weakly: an entry outlives its object only until the next sweep, which runs
/// when the table has doubled since the last one, so storing stays O(1) amortized.
final class DependencyObjects: Sendable {
  static let shared = DependencyObjects()

  private struct Entry: Sendable {
    let object: WeakObject
    let values: DependencyValues
  }

  private final class WeakObject: @unchecked Sendable {  // NB: only a weak reference, set once
    weak let object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private struct Table: ~Copyable {
    var entries: [ObjectIdentifier: Entry] = [:]
    var sweepAt = 64
  }

  private let table = Lock(Table())

  /// Remembers `values` as the dependencies of `object`.
  func store(_ object: AnyObject, values: DependencyValues) {
    let entry = Entry(object: WeakObject(object), values: values)
    let id = ObjectIdentifier(object)
    table.withLock { table in
      table.entries[id] = entry
      guard table.entries.count >= table.sweepAt else { return }
      table.entries = table.entries.filter { $0.value.object.object != nil }
      table.sweepAt = max(64, table.entries.count * 2)
    }
  }

  /// The dependencies of `object`: those its first `@Dependency` property captured, else those
  /// of the `withDependencies` operation that returned it.
  func values(of object: AnyObject) -> DependencyValues? {
    for child in Mirror(reflecting: object).children {
      if let dependency = child.value as? any _HasInitialValues {
        return dependency.initialValues
      }
    }
    let id = ObjectIdentifier(object)
    // An identifier can be reused once its object is gone: only the same live object counts.
    guard let entry = table.withLock({ $0.entries[id] }), entry.object.object === object else {
      return nil
    }
    return entry.values
  }

  /// Remembers the current values for `result` when it is an object.
  @inline(__always)
  static func storeIfObject<R>(_ result: R) {
    guard R.self is AnyClass else { return }
    shared.store(result as AnyObject, values: DependencyValues._current)
  }
}
