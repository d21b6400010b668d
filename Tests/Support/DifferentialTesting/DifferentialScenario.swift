import ComposableArchitecture

/// A feature driven by the differential tester: how to make its store, which actions it can be
/// sent, and what its views would read.
///
/// The tester makes one store taking the fast paths and one taking their plain twins
/// (`PlainPaths`), sends both the same actions, and compares them after every action.
@MainActor
package struct DifferentialScenario<R: Reducer> where R.State: Equatable {
  /// How the scenario is named in a failure.
  package let name: String
  /// The state both stores start from.
  package let initialState: @MainActor () -> R.State
  /// The reducer both stores run.
  package let reducer: @MainActor () -> R
  /// An action a user could send in `state`, picked with `generator`.
  package let nextAction: @MainActor (inout SeededGenerator, R.State) -> R.Action
  /// Whether the effects `action` starts all end by themselves: the tester waits for them. The
  /// others (long-running effects, ended by cancellation) are compared by whether each was
  /// cancelled.
  package let effectsEnd: @MainActor (R.Action) -> Bool
  /// What the scenario's views read.
  package let readers: [DifferentialReader<R.State, R.Action>]
  /// Dependencies each store is given: each side's own, so that neither sees the other's
  /// (stack ids, say).
  package let dependencies: (inout DependencyValues) -> Void

  /// - Parameters:
  ///   - name: How the scenario is named in a failure.
  ///   - initialState: The state both stores start from.
  ///   - reducer: The reducer both stores run.
  ///   - effectsEnd: Whether the effects an action starts all end by themselves.
  ///   - readers: What the scenario's views read.
  ///   - dependencies: Dependencies each store is given.
  ///   - nextAction: An action a user could send in the given state.
  package init(
    _ name: String,
    initialState: @escaping @MainActor () -> R.State,
    reducer: @escaping @MainActor () -> R,
    effectsEnd: @escaping @MainActor (R.Action) -> Bool = { _ in true },
    readers: [DifferentialReader<R.State, R.Action>],
    dependencies: @escaping (inout DependencyValues) -> Void = { _ in },
    nextAction: @escaping @MainActor (inout SeededGenerator, R.State) -> R.Action
  ) {
    self.name = name
    self.initialState = initialState
    self.reducer = reducer
    self.effectsEnd = effectsEnd
    self.readers = readers
    self.dependencies = dependencies
    self.nextAction = nextAction
  }
}
