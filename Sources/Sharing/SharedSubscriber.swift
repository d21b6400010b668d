/// How a ``SharedReaderKey`` pushes outside changes into the shared value it subscribed for.
///
/// ```swift
/// func subscribe(
///   context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
/// ) -> SharedSubscription {
///   let token = notifications.observe(key) { subscriber.yield(with: Result { try read() }) }
///   return SharedSubscription { token.cancel() }
/// }
/// ```
public struct SharedSubscriber<Value>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void
  let onLoading: (@Sendable (Bool) -> Void)?

  /// Creates a subscriber.
  ///
  /// - Parameters:
  ///   - callback: Takes each new value (`nil`: back to the initial value) or error.
  ///   - onLoading: Takes whether the key is loading.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Pushes a new value.
  public func yield(_ value: Value) {
    yield(with: .success(value))
  }

  /// Says whether the key is loading (``Shared/isLoading``).
  public func yieldLoading(_ isLoading: Bool = true) {
    onLoading?(isLoading)
  }

  /// Sets the shared value back to its initial (default) value.
  public func yieldReturningInitialValue() {
    yield(with: .success(nil))
  }

  /// Reports an error (``Shared/loadError``); the value stays as it was.
  public func yield(throwing error: any Error) {
    yield(with: .failure(error))
  }

  /// Pushes a value, `nil` for the initial value, or an error.
  public func yield(with result: Result<Value?, any Error>) {
    callback(result)
  }
}
