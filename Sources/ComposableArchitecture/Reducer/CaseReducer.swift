/// A reducer made of one feature per case of an enum: what `@Reducer` makes of
/// `@Reducer enum Destination { case edit(Edit); case detail(Detail) }`.
///
/// Its `State` and `Action` are enums with one case per feature, its body scopes each case to
/// its feature, and ``Store/case`` turns a store of it into a switchable enum of child stores.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, State.StateReducer == Self {
  /// The enum of child stores that ``Store/case`` returns.
  associatedtype CaseScope

  /// The type of the static ``body``, which is also `Reducer`'s instance `body`.
  ///
  /// Stated again here so that a hand-written `static var body: some ReducerOf<Self>` (with
  /// `Reduce`, `ifCaseLet` ...) decides it: associated type inference looks at the requirements of
  /// the protocol that declares the type, and `Reducer`'s own candidates would pick `Self`.
  associatedtype Body

  /// The body: one `Scope` per case, unless the enum writes its own.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The child store of the case the store's state is in.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

/// The state of a ``CaseReducer``: an enum with one case per feature.
public protocol CaseReducerState {
  /// The reducer whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

/// The enum of child stores of a ``CaseReducer``, one case per feature.
public protocol _CaseScopeProtocol {}

extension Reducer where Self: CaseReducer {
  /// A case reducer's body is its static body.
  public var body: Body { Self.body }
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The store of the case the state is in, as an enum to switch over:
  ///
  /// ```swift
  /// switch store.case {
  /// case let .edit(editStore): …
  /// case let .detail(detailStore): …
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}
