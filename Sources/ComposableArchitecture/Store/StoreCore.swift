import ObserverRegistry

/// The state behind a ``Store``: the root one holds it and runs the reducer; scoped ones are
/// lenses over their parent. Actions do not go through cores but through each store's send
/// function (``Store/sendAction``).
@MainActor
@usableFromInline
protocol StoreCore<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state, read through every lens up to the root's.
  var state: State { get }

  /// Whether the state this core reads has gone away (a dismissed child, a removed row).
  var isInvalid: Bool { get }

  /// The root's observation, which stores register reads with.
  var observation: StoreObservation { get }

  /// Whether stores scoped from this one by key paths can be cached and observed: false below
  /// a scope made with closures, which nothing identifies.
  var canCacheChildren: Bool { get }
}
