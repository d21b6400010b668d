import Dependencies

/// A way to load, watch and save a shared value kept outside the program's memory: the
/// protocol behind `@Shared(key)`. Conform to it to write your own persistence.
///
/// ```swift
/// struct UserDefaultsKey: SharedKey {
///   let name: String
///   var id: String { name }
///
///   func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
///     guard let value = defaults.integer(forKey: name) else {
///       return continuation.resumeReturningInitialValue()
///     }
///     continuation.resume(returning: value)
///   }
///
///   func subscribe(
///     context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
///   ) -> SharedSubscription {
///     SharedSubscription {}
///   }
///
///   func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
///     defaults.set(value, forKey: name)
///     continuation.resume()
///   }
/// }
/// ```
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves the value, and resumes `continuation` exactly once when done.
  ///
  /// Called after every `withLock` (with `.didSet`), in the order of the writes, while the
  /// shared value is locked: resume at once or from elsewhere, but never by writing to the same
  /// shared value.
  ///
  /// - Parameters:
  ///   - value: The value to save.
  ///   - context: Why the value is saved.
  ///   - continuation: Resume it with the outcome.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a key is asked to save.
public enum SaveContext: Hashable, Sendable {
  /// The value was written with `withLock`.
  case didSet
  /// Someone called `save()`.
  case userInitiated
}

extension Shared {
  /// Creates a shared reference to the value a key persists, with a default used until (or
  /// unless) the key has one.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value.
  ///   - key: The key the value is loaded with and saved to.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedKey<Value>
  ) {
    self.init(storage: wrappedValue(), key, skipInitialLoad: false)
  }

  /// Creates a shared reference to an optional value a key persists, `nil` by default.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a shared reference with a key that carries its default (`Key.Default`, see
  /// `_SharedKeyDefault`).
  ///
  /// ```swift
  /// extension SharedKey where Self == InMemoryKey<Int>.Default {
  ///   static var count: Self { Self[.inMemory("count"), default: 0] }
  /// }
  ///
  /// @Shared(.count) var count
  /// ```
  public init<K: SharedKey<Value>>(_ key: K.Default) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// Creates a shared reference with a key that carries its default, overriding it.
  public init<K: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: K.Default
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// A key needs a default value: `@Shared(key) var value = defaultValue`.
  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedKey<Value>) {
    fatalError()
  }

  /// Loads the value a key holds and creates a shared reference to it, throwing if the key has
  /// no value or fails to load it.
  ///
  /// - Parameter key: The key the value is loaded with and saved to.
  public init(require key: some SharedKey<Value>) async throws {
    let value = try await SharedPersistence(key).load()
    guard let value else { throw MissingValueError() }
    self.init(storage: value, key, skipInitialLoad: true)
    if let loadError { throw loadError }
  }

  /// Points this shared reference, and every copy of it, at the value `key` persists, then loads
  /// it from the key.
  ///
  /// ```swift
  /// try await $syncUps.load(.fileStorage(.syncUpsBackup))
  /// ```
  ///
  /// If no reference to `key` is alive, the value starts as this one's and the load replaces it;
  /// if the key has no value, it stays. Copies made from this reference follow it to the key.
  ///
  /// - Parameter key: The key to load from and save to from now on.
  public func load(_ key: some SharedKey<Value>) async throws {
    replaceStorage(with: Self.storage(wrappedValue, key, skipInitialLoad: true))
    try await load()
  }

  private init<Key: SharedKey<Value>>(
    storage value: @autoclosure () -> Value,
    _ key: Key,
    skipInitialLoad: Bool
  ) {
    self.init(storage: Self.storage(value(), key, skipInitialLoad: skipInitialLoad))
  }

  private static func storage<Key: SharedKey<Value>>(
    _ value: @autoclosure () -> Value,
    _ key: Key,
    skipInitialLoad: Bool
  ) -> SharedStorage<Value> {
    @Dependency(PersistentReferences.self) var references
    return references.storage(
      for: key, default: value, skipInitialLoad: skipInitialLoad,
      persistence: SharedPersistence.init
    )
  }
}
