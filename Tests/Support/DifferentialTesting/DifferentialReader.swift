import ComposableArchitecture

/// One thing a view would read of a store, watched on both sides of a differential run: through
/// an `observe` closure and through `withObservationTracking` re-armed after each wake-up.
///
/// ```swift
/// DifferentialReader("first row's title") { store in store.rows.first?.title }
/// ```
@MainActor
package struct DifferentialReader<State, Action> {
  /// How the reader is named in a failure.
  package let name: String
  /// Reads the value: what a view of it would show.
  package let read: @MainActor (Store<State, Action>) -> AnyHashable?

  /// A reader named `name` that reads `read`.
  package init<Value: Hashable & Sendable>(
    _ name: String, _ read: @escaping @MainActor (Store<State, Action>) -> Value?
  ) {
    self.name = name
    self.read = { store in read(store).map(AnyHashable.init) }
  }
}
