extension Reducer {
  /// Runs a child reducer while the parent's enum state is in one case.
  ///
  /// The child runs before the parent. When the state leaves the case (or the case's value is
  /// replaced by one of another identity), every effect the child started is cancelled. An
  /// action for the child while the state is in another case is reported.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///       LoggedIn()
  ///     }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toCaseState: A case key path to the child's state.
  ///   - toCaseAction: A case key path to the child's actions.
  ///   - case: The child's reducers.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  /// - Returns: A reducer that runs the child, then this reducer.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: AnyCasePath(toCaseState),
      toChildAction: AnyCasePath(toCaseAction),
      statePath: toCaseState,
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)`` returns.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let statePath: AnyKeyPath
  @usableFromInline let callSite: CallSite

  @inlinable
  init(
    parent: Parent,
    child: Child,
    toChildState: AnyCasePath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    statePath: AnyKeyPath,
    callSite: CallSite
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.statePath = statePath
    self.callSite = callSite
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childEffects = reduceChild(into: &state, action: action)
    let idBefore = toChildState.extract(from: state).map(navigationID)
    let parentEffects = parent.reduce(into: &state, action: action)
    let idAfter = toChildState.extract(from: state).map(navigationID)
    guard let idBefore, idBefore != idAfter else {
      return childEffects.merge(with: parentEffects)
    }
    return .merge(childEffects, parentEffects, ._cancel(navigationID: idBefore))
  }

  @inlinable
  func navigationID(_ childState: Child.State) -> NavigationID {
    NavigationID(path: statePath, state: childState)
  }

  @inlinable
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      reportMismatchedCase(action: action, state: state)
      return .none
    }
    let embed = toChildAction.embed
    let effect = Effect.child(navigationID(childState)) {
      child.reduce(into: &childState, action: childAction).mapped(embed)
    }
    state = toChildState.embed(childState)
    return effect
  }

  @usableFromInline
  func reportMismatchedCase(action: Parent.Action, state: Parent.State) {
    reportIssue(
      """
      An "ifCaseLet" at "\(callSite.fileID):\(callSite.line)" received a child action when \
      child state was set to a different case.

        Action:
          \(describe(action))
        State case:
          \(describeCase(state))

      The action was ignored.

      This usually means one of: the parent moved the state to another case before this action \
      was handled ("ifCaseLet" runs the child first for the actions it receives), an effect of \
      the child sent it after the state left the case (keep the child's effects in the child, \
      which "ifCaseLet" cancels when the case changes), or something sent it while another case \
      was shown.
      """,
      fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
      column: callSite.column
    )
  }
}
