extension Reducer {
  /// Overrides a dependency for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.uuid, .incrementing)
  /// ```
  ///
  /// The modifier nearest the reducer wins: an inner `.dependency` overrides an outer one.
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Overrides a dependency, by its type, for this reducer and the effects it returns.
  @inlinable
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Changes a dependency in place for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.apiClient) { $0.fetch = { _ in [] } }
  /// ```
  @inlinable
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer that the dependency modifiers return.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let update: (inout DependencyValues) -> Void

  @inlinable
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }

  /// Another override on the same reducer: the inner one (applied last) wins.
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> Self {
    let update = self.update
    return Self(base: base) { values in
      values[keyPath: keyPath] = value
      update(&values)
    }
  }

  /// Transforms a dependency for this reducer, fused into the same writer: chained
  /// `transformDependency` and `dependency` calls make one `_DependencyKeyWritingReducer`, and the
  /// one written closest to the reducer wins.
  @inlinable
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> Self {
    let update = self.update
    return Self(base: base) { values in
      transform(&values[keyPath: keyPath])
      update(&values)
    }
  }

  /// Overrides a dependency by its key type, fused into the same writer.
  @inlinable
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> Self where Value.Value == Value {
    let update = self.update
    return Self(base: base) { values in
      values[Value.self] = value
      update(&values)
    }
  }
}
