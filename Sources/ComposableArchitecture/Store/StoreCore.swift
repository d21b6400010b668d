/// The machinery behind a ``Store``: the root one runs the reducer; scoped ones are lenses over
/// their parent.
@MainActor
@usableFromInline
protocol StoreCore<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state, read through every lens up to the root's.
  var state: State { get }

  /// Whether the state this core reads has gone away (a dismissed child, a removed row).
  var isInvalid: Bool { get }

  /// Sends `action`, wrapped once per level, to the root; returns the effects it started.
  func send(_ action: Action) -> Task<Void, Never>?

  /// The root's observation, which stores register reads with.
  var observation: StoreObservation { get }
}
