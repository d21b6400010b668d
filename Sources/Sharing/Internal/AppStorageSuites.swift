import Foundation
import IssueReporting
import Locking

/// The `UserDefaults` object each suite name was last given to an app storage key, to warn when
/// a second object serves a suite: each object caches the suite's values, so two of them drift
/// apart, and one's writes are not announced to the other's readers.
enum AppStorageSuites {
  // NB: a weak reference is safe to read from any thread; the table is read under its lock.
  private final class Weak: @unchecked Sendable {  // NB: above
    weak var store: UserDefaults?
    init(_ store: UserDefaults) { self.store = store }
  }

  private static let stores = Lock<[String: Weak]>([:])

  /// Records `store` as its suite's object, reporting an issue when another object still alive
  /// serves the same suite. A store whose suite name cannot be read is not checked.
  static func check(_ store: UserDefaults, key: String) {
    guard let suiteName = suiteName(of: store) else { return }
    let isServedByAnother = stores.withLock { stores in
      if let existing = stores[suiteName]?.store, existing !== store { return true }
      stores[suiteName] = Weak(store)
      return false
    }
    guard isServedByAnother else { return }
    // NB: the `nonisolated(unsafe)` below is text, the fix the message suggests: one suite object
    //     made once and shared, which Swift 6 needs spelled so since `UserDefaults` is not
    //     `Sendable` on Linux; `UserDefaults` locks its own state.
    reportIssue(
      """
      '@Shared(.appStorage(\(key.debugDescription)))' was given another UserDefaults object for \
      the suite \(suiteName.debugDescription), which an object still in use already serves.

      Each object keeps its own copy of the suite's values and announces only its own writes, \
      so shared values of one suite must all use one object. Make it once and pass that one:

          extension UserDefaults {
            nonisolated(unsafe) static let mySuite = UserDefaults(
              suiteName: \(suiteName.debugDescription)
            )!
          }

          @Shared(.appStorage(\(key.debugDescription), store: .mySuite)) var value = …
      """
    )
  }

  /// The suite a store was made for, where Foundation lets it be read: Apple's answers
  /// `_identifier`; Linux's keeps it in a stored property reflection can see. `nil` for the
  /// application's own domain.
  static func suiteName(of store: UserDefaults) -> String? {
    #if canImport(Darwin)
      guard store.responds(to: Selector(("_identifier"))) else { return nil }
      return store.perform(Selector(("_identifier")))?.takeUnretainedValue() as? String
    #else
      var mirror: Mirror? = Mirror(reflecting: store)
      while let current = mirror {
        if let suite = current.children.first(where: { $0.label == "suite" }) {
          return suite.value as? String
        }
        mirror = current.superclassMirror
      }
      return nil
    #endif
  }
}
