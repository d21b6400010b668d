/// A type that evolves a feature's state when an action arrives, and describes the effects that
/// should run afterwards.
///
/// Conform by giving exactly one of the two requirements: ``body`` to compose other reducers, or
/// ``reduce(into:action:)`` to handle actions directly. Each has a default written in terms of the
/// other; a type that gives neither is caught at run time with a warning (never a stack overflow).
///
/// ```swift
/// @Reducer
/// struct Counter {
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer evolves.
  associatedtype State

  /// The actions the reducer handles.
  associatedtype Action

  /// The type of ``body``: itself a reducer of the same domain, so composition never leaves the
  /// family. It is `Self` for reducers that implement ``reduce(into:action:)``.
  associatedtype Body: Reducer<State, Action>

  /// The reducers this one is made of, run in order on the same state.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// Evolves `state` for `action` in place and returns the effects to run next.
  ///
  /// - Parameters:
  ///   - state: The current state, mutated in place.
  ///   - action: The action to handle.
  /// - Returns: The effect to run after the mutation.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}

/// The reducers of one feature's domain: `some ReducerOf<Self>` in a `body`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Self {
  /// A reducer that implements ``reduce(into:action:)`` is its own body.
  @inlinable
  public var body: Self { self }
}

extension Reducer {
  /// Runs ``body``.
  ///
  /// When the type gives neither `body` nor `reduce(into:action:)`, `Body` is inferred as `Self`
  /// and this default would call itself forever; instead it reports the mistake and does nothing.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if Body.self == Self.self {
      reportMissingImplementation(Self.self, action: action)
      return .none
    }
    return body.reduce(into: &state, action: action)
  }
}

@usableFromInline
func reportMissingImplementation<R>(_ reducer: R.Type, action: Any) {
  reportIssue(
    """
    "\(R.self)" conforms to "Reducer" but implements neither "body" nor \
    "reduce(into:action:)", so it ignored the action \(describe(action)).

    Implement exactly one of them: "var body: some ReducerOf<Self>" to compose reducers, or \
    "func reduce(into state: inout State, action: Action) -> Effect<Action>" to handle actions \
    directly.
    """
  )
}
