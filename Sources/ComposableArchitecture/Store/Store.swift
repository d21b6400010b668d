import Observation
import ObserverRegistry
import PlainPaths

/// The runtime of a feature: it holds the state, runs the reducer for each action, and starts
/// the effects the reducer returns.
///
/// There is one root store per tree of features; child features get scoped stores, lenses that
/// read the root's state and send their actions to the root (`scope(state:action:)`).
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
/// `observe(_:)` registers exactly the fields read, at their full path from the root.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let core: any StoreCore<State, Action>
  var children: [ScopeID: AnyObject] = [:]
  /// The one way this store's actions go, built when the store is made: the root store's runs
  /// its loop; a scoped store's embeds the action and calls its parent's, checking first that its
  /// state is still there when that state can go away. Built in the client's code, it runs
  /// specialized for the client's types.
  @usableFromInline let sendAction: @MainActor (Action) -> Task<Void, Never>?

  @usableFromInline
  init(
    core: any StoreCore<State, Action>, send: @escaping @MainActor (Action) -> Task<Void, Never>?
  ) {
    self.core = core
    self.sendAction = send
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
    let (state, reducer, dependencies) = Self.prepare(initialState, reducer, prepareDependencies)
    let root = RootCore(initialState: state, reducer: reducer, dependencies: dependencies)
    // The stores of the tree hold the root core through this closure and their cores; the core
    // holds neither, and its effects hold it weakly: no cycle.
    self.init(core: root, send: { action in root.sendNow(action) })
  }

  /// The state, the reducer and the dependencies of a new root store, made with its overrides.
  @inlinable
  static func prepare<R: Reducer<State, Action>>(
    _ initialState: () -> R.State,
    _ reducer: () -> R,
    _ prepareDependencies: ((inout DependencyValues) -> Void)?
  ) -> (R.State, R, DependencyValues) {
    guard let prepareDependencies else {
      return (initialState(), reducer(), DependencyValues._current)
    }
    return withDependencies(prepareDependencies) {
      (initialState(), reducer(), DependencyValues._current)
    }
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
  /// as an issue and drops it. An action sent off the main actor (from a C callback, say) stops
  /// the program with the problem and its fix.
  ///
  /// - Parameter action: The action.
  /// - Returns: The effects started, to await or cancel.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    if !MainActorCheck.isOnMainActor { MainActorCheck.sentOffMainActor(action) }
    return StoreTask(rawValue: sendAction(action))
  }
}

extension Store where State: ObservableState {
  /// Creates a root store of observable state: the store
  /// `init(initialState:reducer:withDependencies:)` makes, chosen by the compiler for
  /// `@ObservableState` features, which tells a replaced root state by reading its identity
  /// with code made for its type rather than through a reader found at run time.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let (state, reducer, dependencies) = Self.prepare(initialState, reducer, prepareDependencies)
    // The plain twin reads the identity through the reader found at run time, as a store of
    // state with no static identity does.
    let root =
      PlainPaths.areTaken(for: .rootRoute)
      ? RootCore(initialState: state, reducer: reducer, dependencies: dependencies)
      : RootCore(
        initialState: state, reducer: reducer, dependencies: dependencies,
        identity: { State._$identity(of: &$0) }, stateID: { $0._$id }, identifiesByStateID: true
      )
    // The stores of the tree hold the root core through this closure and their cores; the core
    // holds neither, and its effects hold it weakly: no cycle.
    self.init(core: root, send: { action in root.sendNow(action) })
  }
}

/// The store of reducer `R`'s domain: `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

extension Store: Observable {}

extension Store: CustomDebugStringConvertible {
  /// The store's type, for debugging.
  public nonisolated var debugDescription: String {
    "Store<\(State.self), \(Action.self)>"
  }
}
