import Observation

/// The runtime of a feature: it holds the state, runs the reducer for each action, and starts
/// the effects the reducer returns.
///
/// There is one root store per tree of features; child features get scoped stores, lenses that
/// read the root's state and send their actions to the root (``scope(state:action:)``).
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// }
/// store.send(.increment)
/// store.count  // 1
/// ```
///
/// The store is `Observable`: reading its state inside `withObservationTracking` or
/// ``observe(_:)`` registers exactly the fields read, at their full path from the root.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let core: any StoreCore<State, Action>
  var children: [ScopeID: AnyObject] = [:]
  /// A root store's specialized send (``RootCore/specializedSend``), called directly rather
  /// than through the core; for a store scoped to state that cannot go away, the same with its
  /// actions embedded on the way; `nil` for other stores.
  @usableFromInline let sendToRoot: (@MainActor (Action) -> Task<Void, Never>?)?

  @usableFromInline
  init(
    core: any StoreCore<State, Action>,
    sendToRoot: (@MainActor (Action) -> Task<Void, Never>?)? = nil
  ) {
    self.core = core
    self.sendToRoot = sendToRoot
  }

  /// Creates a root store.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.uuid = .incrementing
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The root reducer.
  ///   - prepareDependencies: Overrides of the dependencies the reducer and its effects use;
  ///     the state and the reducer are created with them too.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let (state, reducer, dependencies) = withDependencies(prepareDependencies ?? { _ in }) {
      (initialState(), reducer(), DependencyValues._current)
    }
    let root = RootCore(initialState: state, reducer: reducer, dependencies: dependencies)
    // Built here, in the client's code, so that it is specialized for the client's types: every
    // action of the tree (from this store, its scoped stores and its effects) goes through it.
    // NB: the closure is kept only by the root core and by the stores of its tree, each of
    //     which holds the root core through its own core. It holds the core unmanaged, not
    //     unowned: reading an unowned reference retains the core, through the slow path of an
    //     object that is weakly referenced (as the core is, by its effects' runtime).
    let unmanagedRoot = Unmanaged.passUnretained(root)
    let send: @MainActor (R.Action) -> Task<Void, Never>? = { action in
      unmanagedRoot._withUnsafeGuaranteedRef { $0.sendNow(action) }
    }
    root.specializedSend = send
    self.init(core: root, sendToRoot: send)
  }

  /// The current state, read through the scopes up to the root.
  public var state: State {
    core.observation.access()
    return core.state
  }

  /// Reads a value of the state: `store.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Reads the state without registering the read with observers.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(core.state)
  }

  /// Sends an action: it is wrapped once per scope on its way to the root, where the root
  /// reducer runs; the effects it returns start right away.
  ///
  /// A store whose state has gone away (a dismissed child, a removed row) reports the action
  /// as an issue and drops it.
  ///
  /// - Parameter action: The action.
  /// - Returns: The effects started, to await or cancel.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    if let sendToRoot { return StoreTask(rawValue: sendToRoot(action)) }
    guard !core.isInvalid else {
      reportIssue(
        """
        An action was sent to a store whose state has gone away, and was ignored.

          Action:
            \(describe(action))

        The child state this store was scoped to is nil or was removed. Stop sending actions \
        to a store after its state goes away (in a view, scope to the optional state and use \
        the store only while it is non-nil).
        """
      )
      return StoreTask(rawValue: nil)
    }
    return StoreTask(rawValue: core.send(action))
  }
}

/// The store of reducer `R`'s domain: `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

extension Store: Observable {}

extension Store: CustomDebugStringConvertible {
  public nonisolated var debugDescription: String {
    "Store<\(State.self), \(Action.self)>"
  }
}
