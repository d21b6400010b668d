import Dependencies
import Locking
import Synchronization

extension SharedReaderKey {
  /// A key for a value shared in memory, by name, by everything that runs with the same
  /// ``Dependencies/DependencyValues/defaultInMemoryStorage`` (each test gets its own).
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  ///
  /// - Parameter key: The name the value is shared under.
  /// - Returns: An in-memory key.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// A key for a value shared in memory, by name: see ``SharedReaderKey/inMemory(_:)``.
///
/// The value outlives its references: a `@Shared(.inMemory("count"))` made after all others
/// went away finds the last value written.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String
  private let store: InMemoryStorage

  fileprivate init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var defaultInMemoryStorage
    self.key = key
    self.store = defaultInMemoryStorage
  }

  /// The name and the storage: the same name in another storage is another value.
  public var id: InMemoryKeyID {
    InMemoryKeyID(key: key, store: store)
  }

  /// Loads the value stored under the name, storing the initial value if there is none.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    switch context {
    case .initialValue(let initialValue):
      continuation.resume(returning: store.value(forKey: key, default: initialValue))
    case .userInitiated:
      if let value = store.value(forKey: key, as: Value.self) {
        continuation.resume(returning: value)
      } else {
        continuation.resumeReturningInitialValue()
      }
    }
  }

  /// Nothing outside the program changes memory: the subscription does nothing.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Stores the value under the name.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    store.setValue(value, forKey: key)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// The key as it is written: `.inMemory("count")`.
  public var description: String {
    ".inMemory(\(String(reflecting: key)))"
  }
}

/// Where in-memory keys keep their values: a dependency, so that each test has its own.
///
/// ```swift
/// withDependencies {
///   $0.defaultInMemoryStorage = InMemoryStorage()
/// } operation: {
///   // `.inMemory` keys start afresh here.
/// }
/// ```
public struct InMemoryStorage: Hashable, Sendable {
  private let values = Values()

  /// Creates an empty storage.
  public init() {}

  /// Two storages are equal when they are the same storage.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.values === rhs.values
  }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(values))
  }

  // NB: A missing entry is unwrapped before the cast: `nil as? Int?` succeeds, and would make
  //     an optional value's missing key look stored as `nil`.
  fileprivate func value<Value: Sendable>(forKey key: String, as _: Value.Type) -> Value? {
    values.storage.withLock { storage in
      guard let stored = storage[key] else { return nil }
      return stored as? Value
    }
  }

  fileprivate func value<Value: Sendable>(forKey key: String, default value: Value) -> Value {
    values.storage.withLock { storage in
      if let stored = storage[key], let stored = stored as? Value { return stored }
      storage[key] = value
      return value
    }
  }

  fileprivate func setValue(_ value: some Sendable, forKey key: String) {
    values.storage.withLock { $0[key] = value }
  }

  private final class Values: Sendable {
    let storage = Lock<[String: any Sendable]>([:])
  }
}

/// The id of an ``InMemoryKey``: its name and its storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let store: InMemoryStorage
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { InMemoryStorage() }
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// The storage that ``SharedReaderKey/inMemory(_:)`` keys share values in.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}
