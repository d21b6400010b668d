import Dependencies
import Testing

// Keys used by the tests. Each test that counts how often a default is made has a key of its
// own, since defaults are cached per key (per test) and tests run in parallel.

/// A plain number dependency with live, test and preview values.
enum NumberKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 2
  static let previewValue = 3
}

/// A dependency with a live value and no test value.
struct NoTestValueClient: DependencyKey, Sendable {
  var value: Int
  static let liveValue = NoTestValueClient(value: 42)
}

/// A dependency with only a test value: no live implementation is linked.
enum TestOnlyKey: TestDependencyKey {
  static let testValue = "test"
}

/// Counts how many times its test value is made.
enum CountedKey: DependencyKey {
  static let made = LockIsolated(0)
  static let liveValue = 0
  static var testValue: Int {
    made.withValue { $0 += 1 }
    return 7
  }
}

/// A default built from another dependency.
enum DerivedKey: DependencyKey {
  static let liveValue = 0
  static var testValue: Int {
    @Dependency(\.number) var number
    return number * 10
  }
}

/// A counter made fresh for each set of defaults; it has only a test value.
final class FreshCounter: TestDependencyKey, Sendable {
  private let count = LockIsolated(0)

  func increment() -> Int {
    count.withValue {
      $0 += 1
      return $0
    }
  }

  static var testValue: FreshCounter { FreshCounter() }
}

extension DependencyValues {
  var freshCounter: FreshCounter {
    get { self[FreshCounter.self] }
    set { self[FreshCounter.self] = newValue }
  }

  var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }

  var noTestValue: NoTestValueClient {
    get { self[NoTestValueClient.self] }
    set { self[NoTestValueClient.self] = newValue }
  }

  var testOnly: String {
    get { self[TestOnlyKey.self] }
    set { self[TestOnlyKey.self] = newValue }
  }

  var counted: Int {
    get { self[CountedKey.self] }
    set { self[CountedKey.self] = newValue }
  }

  var derived: Int {
    get { self[DerivedKey.self] }
    set { self[DerivedKey.self] = newValue }
  }
}

/// Whether an issue's comments contain `text`.
func issue(_ issue: Issue, contains text: String) -> Bool {
  issue.reportedText.contains(text)
}
