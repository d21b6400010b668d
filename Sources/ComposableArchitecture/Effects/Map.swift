extension Effect {
  /// Transforms every action the effect sends.
  ///
  /// This is how a parent adopts a child's effect: `Scope` maps each child action into the
  /// parent's case, so the action re-enters at the root already wrapped.
  ///
  /// - Complexity: O(1) for `.none`; otherwise proportional to the size of the effect's tree.
  @inlinable
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch operation {
    case .none:
      .none
    case let .send(action):
      .send(transform(action))
    case let .run(run):
      Effect<T>(operation: .run(run.map(transform)))
    case let .merge(effects):
      Effect<T>(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      Effect<T>(operation: .concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      Effect<T>(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case let .cancel(id):
      Effect<T>(operation: .cancel(id: id))
    }
  }
}
