extension Effect {
  /// Transforms every action the effect sends.
  ///
  /// This is how a parent adopts a child's effect: `Scope` maps each child action into the
  /// parent's case, so the action re-enters at the root already wrapped.
  ///
  /// - Complexity: O(1) for `.none`; otherwise proportional to the size of the effect's tree.
  #if ComposableArchitecture2Deprecations
    @available(
      *, deprecated,
      message: "Avoid transforming effects; construct them directly in a feature instead"
    )
  #else
    @available(
      iOS, deprecated: 9999,
      message: "Avoid transforming effects; construct them directly in a feature instead"
    )
    @available(
      macOS, deprecated: 9999,
      message: "Avoid transforming effects; construct them directly in a feature instead"
    )
    @available(
      tvOS, deprecated: 9999,
      message: "Avoid transforming effects; construct them directly in a feature instead"
    )
    @available(
      watchOS, deprecated: 9999,
      message: "Avoid transforming effects; construct them directly in a feature instead"
    )
  #endif
  @inlinable
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    mapped(transform)
  }

  /// ``map(_:)``, for the reducers that embed a child's effect: not deprecated with it.
  @inlinable
  func mapped<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch operation {
    case .none:
      .none
    case let .send(action):
      .send(transform(action))
    case let .run(run):
      Effect<T>(operation: .run(run.map(transform)))
    case let .merge(effects):
      Effect<T>(operation: .merge(effects.map { $0.mapped(transform) }))
    case let .concatenate(effects):
      Effect<T>(operation: .concatenate(effects.map { $0.mapped(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      Effect<T>(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.mapped(transform)))
    case let .cancel(id):
      Effect<T>(operation: .cancel(id: id))
    }
  }
}
