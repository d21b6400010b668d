extension Scope where Child.State: ObservableState {
  /// Scopes to an observable child whose state is a stored property of the parent's state:
  /// `Scope(\.counter, action: \.counter) { Counter() }`. The same scope as the unconstrained
  /// initializer's, chosen by the compiler for `@ObservableState` children: it tells a replaced
  /// child by reading its identity with code specialized for it, once per action and level.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildStateAccess: ChildStateAccess(toChildState),
      toChildStateCase: nil,
      toChildAction: AnyCasePath(toChildAction),
      child: child()
    )
  }

  /// Scopes to an observable child whose state is a stored property of the parent's state, as
  /// the unlabeled form does.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, renamed: "init(_:action:_:)")
  #else
    @available(iOS, deprecated: 9999, renamed: "init(_:action:_:)")
    @available(macOS, deprecated: 9999, renamed: "init(_:action:_:)")
    @available(tvOS, deprecated: 9999, renamed: "init(_:action:_:)")
    @available(watchOS, deprecated: 9999, renamed: "init(_:action:_:)")
  #endif
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(toChildState, action: toChildAction, child)
  }
}
