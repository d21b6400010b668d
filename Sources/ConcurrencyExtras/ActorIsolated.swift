/// A mutable value isolated to its own actor, for async code that wants to `await` its turn.
///
/// Handy in tests of async features, to collect what a dependency was asked to do:
///
/// ```swift
/// let opened = ActorIsolated(false)
/// let model = FeatureModel(openSettings: { await opened.setValue(true) })
/// await model.settingsButtonTapped()
/// #expect(await opened.value)
/// ```
///
/// For synchronous access from any thread, use ``LockIsolated``.
public final actor ActorIsolated<Value> {
  /// The isolated value.
  public var value: Value

  /// Isolates a value in a new actor.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try value()
  }

  /// Runs an operation with exclusive, mutable access to the value, as one transaction.
  ///
  /// ```swift
  /// let count = ActorIsolated(0)
  /// await count.withValue { $0 += 1 }
  /// ```
  ///
  /// - Parameter operation: The work to do on the value while the actor is held.
  /// - Returns: Whatever `operation` returns.
  public func withValue<T>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    try operation(&value)
  }

  /// Replaces the value.
  ///
  /// - Parameter newValue: The value to store.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try newValue()
  }
}
