extension Reducer {
  /// Runs a child reducer on an optional child state while it is present.
  ///
  /// The child runs before the parent, so the parent sees the child's changes. When the child's
  /// state becomes nil (or is replaced by a value of another identity), every effect the child
  /// started is cancelled. An action for the child while its state is nil is reported.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.editor, action: \.editor) {
  ///       Editor()
  ///     }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path to the optional child state.
  ///   - toWrappedAction: A case key path to the child's actions.
  ///   - wrapped: The child's reducers.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  /// - Returns: A reducer that runs the child, then this reducer.
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: ChildStateAccess(toWrappedState),
      toChildAction: AnyCasePath(toWrappedAction),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs an optional alert or confirmation dialog that is not presented with `@Presents`: it
  /// has no reducer of its own, and becomes nil after any of its actions, which then reach this
  /// reducer.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.alert, action: \.alert)
  /// ```
  @inlinable
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self,
      child: EmptyReducer(),
      toChildState: ChildStateAccess(toWrappedState),
      toChildAction: AnyCasePath(toWrappedAction),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      childIsEphemeral: true
    )
  }
}

/// The reducer ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)`` returns.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: ChildStateAccess<Parent.State, Child.State?>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let callSite: CallSite
  @usableFromInline let childIdentity: StateIdentityReader<Child.State>
  /// Whether the child is an alert or dialog, which goes away after any of its actions.
  @usableFromInline let childIsEphemeral: Bool

  @inlinable
  init(
    parent: Parent,
    child: Child,
    toChildState: ChildStateAccess<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    callSite: CallSite,
    childIsEphemeral: Bool = false
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.callSite = callSite
    self.childIdentity = .of(Child.State.self)
    // Decided by the overload that made it, never by a cast: bodies may be built per action.
    self.childIsEphemeral = childIsEphemeral
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childAction = toChildAction.extract(from: action)
    let childEffects = reduceChild(into: &state, action: action, childAction: childAction)
    let before = presentedIdentity(state)
    // An alert or a dialog goes away after any of its actions, once the parent has seen it,
    // unless the parent put another one in its place (another id, as TCA tells them apart).
    let ephemeral = childAction != nil && isChildEphemeral(state) ? ephemeralID(state) : nil
    let parentEffects = parent.reduce(into: &state, action: action)
    let after = presentedIdentity(state)
    if let ephemeral, ephemeralID(state) == ephemeral {
      state[keyPath: toChildState.keyPath] = nil
    }
    guard let before, before != after else {
      return childEffects.merge(with: parentEffects)
    }
    let idBefore = NavigationID(path: toChildState.keyPath, identity: before)
    return .merge(childEffects, parentEffects, ._cancel(navigationID: idBefore))
  }

  @inlinable
  func presentedIdentity(_ state: Parent.State) -> PresentedIdentity? {
    var child = state[keyPath: toChildState.keyPath]
    return PresentedIdentity(&child, identity: childIdentity)
  }

  @inlinable
  func navigationID(_ childState: Child.State) -> NavigationID {
    NavigationID(path: toChildState.keyPath, state: childState)
  }

  /// The navigation id of an ephemeral child: its case and `Identifiable` id.
  @usableFromInline
  func ephemeralID(_ state: Parent.State) -> NavigationID? {
    state[keyPath: toChildState.keyPath].map {
      NavigationID(path: toChildState.keyPath, presented: $0)
    }
  }

  /// Whether the child is only data (an alert, a dialog, or an enum case holding one): known
  /// from the overload that made this reducer, or read from the value, as TCA does, when a
  /// child reducer was given for it.
  @inlinable
  func isChildEphemeral(_ state: Parent.State) -> Bool {
    if childIsEphemeral { return true }
    guard let child = state[keyPath: toChildState.keyPath] else { return false }
    return isEphemeral(child)
  }

  @inlinable
  func reduceChild(
    into state: inout Parent.State, action: Parent.Action, childAction: Child.Action?
  ) -> Effect<Parent.Action> {
    guard let childAction else { return .none }
    guard let childState = state[keyPath: toChildState.keyPath] else {
      reportMissingChild(action: action)
      return .none
    }
    let embed = toChildAction.embed
    let effects = Effect.child(navigationID(childState)) {
      let effect = toChildState.modify(&state) { child.reduce(into: &$0!, action: childAction) }
      return effect.isNone ? .none : effect.mapped(embed)
    }
    return effects
  }

  @usableFromInline
  func reportMissingChild(action: Parent.Action) {
    reportIssue(
      """
      An "ifLet" at "\(callSite.fileID):\(callSite.line)" received a child action when child \
      state was "nil".

        Action:
          \(describe(action))

      The action was ignored.

      This usually means one of: the parent set the child state to nil before this action was \
      handled (run the parent's logic after the child's, which "ifLet" already does for actions \
      it receives), an effect of the child sent it after the child was dismissed (make the \
      effect cancellable, or let "ifLet" cancel it by keeping the child's effects in the child), \
      or something sent it to a store whose child is not shown.
      """,
      fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
      column: callSite.column
    )
  }
}

extension Effect {
  /// Cancels every effect of the child identified by `navigationID`.
  @inlinable
  static func _cancel(navigationID: NavigationID) -> Self {
    .cancel(id: navigationID)
  }
}
