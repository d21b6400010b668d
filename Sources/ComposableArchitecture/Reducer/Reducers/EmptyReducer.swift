/// A reducer that does nothing: no mutation, no effect.
///
/// Useful as a placeholder, and what an empty `body` builds.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates a reducer that does nothing.
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}
