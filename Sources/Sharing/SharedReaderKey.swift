import Dependencies

/// A way to load, and watch, a shared value kept outside the program's memory: the protocol
/// behind `@SharedReader(key)`. Conform to it (or to ``SharedKey`` to save as well) to write
/// your own persistence.
///
/// ```swift
/// struct RemoteConfigKey: SharedReaderKey {
///   let name: String
///   var id: String { name }
///
///   func load(context: LoadContext<Bool>, continuation: LoadContinuation<Bool>) {
///     continuation.resume(with: Result { try remoteConfig.flag(name) })
///   }
///
///   func subscribe(
///     context: LoadContext<Bool>, subscriber: SharedSubscriber<Bool>
///   ) -> SharedSubscription {
///     let token = remoteConfig.onChange(name) { subscriber.yield($0) }
///     return SharedSubscription { token.cancel() }
///   }
/// }
/// ```
///
/// Every `@Shared`/`@SharedReader` alive at once with keys of the same ``id`` shares one value.
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of the value the key loads.
  associatedtype Value: Sendable
  /// What makes two keys the same key.
  associatedtype ID: Hashable = Self

  /// Identifies the shared value: references made with keys of equal ids share one value.
  var id: ID { get }

  /// Loads the value, and resumes `continuation` exactly once with it (or `nil` to keep the
  /// initial value, or an error).
  ///
  /// - Parameters:
  ///   - context: `.initialValue` when a reference is first made, `.userInitiated` for `load()`.
  ///   - continuation: Resume it with the outcome.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Watches the outside value, pushing its changes through `subscriber`, until the returned
  /// subscription is cancelled.
  ///
  /// - Parameters:
  ///   - context: The context of the initial load.
  ///   - subscriber: Receives outside changes.
  /// - Returns: A subscription that stops watching when cancelled.
  func subscribe(
    context: LoadContext<Value>,
    subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// A key that is `Hashable` is its own id.
  public var id: ID { self }
}

/// Why a key is asked to load.
public enum LoadContext<Value> {
  /// A reference is being made, with this value as its default.
  case initialValue(Value)
  /// Someone called `load()`.
  case userInitiated

  /// The default value, when a reference is being made.
  public var initialValue: Value? {
    guard case .initialValue(let value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
extension LoadContext: Equatable where Value: Equatable {}
extension LoadContext: Hashable where Value: Hashable {}

extension SharedReader {
  /// Creates a read-only shared reference to the value a key loads, with a default used until
  /// (or unless) the key has one.
  ///
  /// ```swift
  /// @SharedReader(.inMemory("isLoggedIn")) var isLoggedIn = false
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value.
  ///   - key: The key the value is loaded with.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedReaderKey<Value>
  ) {
    self.init(storage: wrappedValue(), key, skipInitialLoad: false)
  }

  /// Creates a read-only shared reference to the value a key loads, with a default.
  @_disfavoredOverload
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedKey<Value>
  ) {
    self.init(storage: wrappedValue(), key, skipInitialLoad: false)
  }

  /// Creates a read-only shared reference to an optional value a key loads, `nil` by default.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a read-only shared reference to an optional value a key loads, `nil` by default.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a read-only shared reference with a key that carries its default
  /// (`Key.Default`, see `_SharedKeyDefault`).
  ///
  /// ```swift
  /// @SharedReader(.count) var count
  /// ```
  public init<K: SharedReaderKey<Value>>(_ key: K.Default) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// Creates a read-only shared reference with a key that carries its default.
  @_disfavoredOverload
  public init<K: SharedKey<Value>>(_ key: K.Default) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// Creates a read-only shared reference with a key that carries its default, overriding it.
  public init<K: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: K.Default
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// Creates a read-only shared reference with a key that carries its default, overriding it.
  public init<K: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: K.Default
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// A key needs a default value: `@SharedReader(key) var value = defaultValue`.
  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedReaderKey<Value>) {
    fatalError()
  }

  /// A key needs a default value: `@SharedReader(key) var value = defaultValue`.
  @_disfavoredOverload
  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedKey<Value>) {
    fatalError()
  }

  /// Loads the value a key holds and creates a read-only reference to it, throwing if the key
  /// has no value or fails to load it.
  ///
  /// - Parameter key: The key the value is loaded with.
  public init(require key: some SharedReaderKey<Value>) async throws {
    let value = try await SharedPersistence(reading: key).load()
    guard let value else { throw MissingValueError() }
    self.init(storage: value, key, skipInitialLoad: true)
    if let loadError { throw loadError }
  }

  /// Points this read-only shared reference, and every copy of it, at the value `key` loads,
  /// then loads it from the key.
  ///
  /// ```swift
  /// try await $config.load(.fileStorage(.remoteConfigCache))
  /// ```
  ///
  /// If no reference to `key` is alive, the value starts as this one's and the load replaces it.
  ///
  /// - Parameter key: The key to load from from now on.
  public func load(_ key: some SharedReaderKey<Value>) async throws {
    replaceStorage(with: Self.storage(wrappedValue, key, skipInitialLoad: true))
    try await load()
  }

  /// Points this read-only shared reference at the value a key persists, then loads it.
  @_disfavoredOverload
  public func load(_ key: some SharedKey<Value>) async throws {
    // Resolves to the `SharedReaderKey` overload: this one is disfavored.
    try await load(key)
  }

  private init<Key: SharedReaderKey<Value>>(
    storage value: @autoclosure () -> Value,
    _ key: Key,
    skipInitialLoad: Bool
  ) {
    self.init(target: .storage(Self.storage(value(), key, skipInitialLoad: skipInitialLoad)))
  }

  private static func storage<Key: SharedReaderKey<Value>>(
    _ value: @autoclosure () -> Value,
    _ key: Key,
    skipInitialLoad: Bool
  ) -> SharedStorage<Value> {
    @Dependency(PersistentReferences.self) var references
    return references.storage(
      for: key, default: value, skipInitialLoad: skipInitialLoad
    ) { key in
      // A reader made first still saves the writes of the `Shared`s that join it later.
      if let key = key as? any SharedKey<Value> {
        return SharedPersistence(opening: key)
      }
      return SharedPersistence(reading: key)
    }
  }
}

extension SharedPersistence {
  /// The persistence of a key known to save, opened from its existential.
  init(opening key: any SharedKey<Value>) {
    self.init(key)
  }
}
