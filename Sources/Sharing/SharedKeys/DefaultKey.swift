extension SharedReaderKey {
  /// A key that carries a default value, for `@Shared(.count) var count` with no `= 0`.
  ///
  /// ```swift
  /// extension SharedKey where Self == InMemoryKey<Int>.Default {
  ///   static var count: Self { Self[.inMemory("count"), default: 0] }
  /// }
  /// ```
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key with a default value: made with `Key.Default[key, default: value]`.
///
/// Not API by name: spell it `SomeKey.Default`. It loads, watches and saves as its base key does,
/// and shares the base key's value.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// The base key's id: a key with a default shares the value of the key without one.
  public var id: Base.ID { base.id }

  /// The default value.
  public var initialValue: Base.Value { defaultValue() }

  /// A key with a default value.
  ///
  /// - Parameters:
  ///   - key: The key that loads and saves the value.
  ///   - value: The value used until, or unless, the key has one.
  public static subscript(
    _ key: Base,
    default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// Loads as the base key does.
  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context, continuation: continuation)
  }

  /// Subscribes as the base key does.
  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves as the base key does.
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// The base key and its default, as `InMemoryKey<Int>.Default[.inMemory("count"), default: 0]`.
  public var description: String {
    "\(type(of: base)).Default[\(base), default: \(defaultValue())]"
  }
}
