/// Runs a child reducer on a slice of the parent's state, for the child's actions only.
///
/// `Scope` makes three moves: it extracts the child's action from the parent's (ignoring every
/// other action), runs the child on the child's state where it lives inside the parent's (no
/// copy, no sync), and maps the child's effects back into the parent's action. It never cancels
/// anything: the child always exists.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(\.counter, action: \.counter) {
///     Counter()
///     Analytics()  // several reducers all run on the child's domain, in order
///   }
/// }
/// ```
///
/// When the parent's state is an enum, pass a case key path for `state:` too; the child runs only
/// while the state is in that case, and an action arriving for another case is reported.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  // One of the two is set, by the initializer used. Two optionals rather than an enum: reading
  // one in place costs no copy of its payload per action.
  @usableFromInline let toChildStateAccess: ChildStateAccess<ParentState, Child.State>?
  @usableFromInline let toChildStateCase: ChildStateCase<ParentState, Child.State>?
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  @inlinable
  init(
    toChildStateAccess: ChildStateAccess<ParentState, Child.State>?,
    toChildStateCase: ChildStateCase<ParentState, Child.State>?,
    toChildAction: AnyCasePath<ParentAction, Child.Action>,
    child: Child
  ) {
    self.toChildStateAccess = toChildStateAccess
    self.toChildStateCase = toChildStateCase
    self.toChildAction = toChildAction
    self.child = child
  }

  /// Scopes to a child whose state is a stored property of the parent's state: TCA's primary
  /// spelling, `Scope(\.counter, action: \.counter) { Counter() }`.
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from the parent's state to the child's.
  ///   - toChildAction: A case key path from the parent's action to the child's.
  ///   - child: The reducers to run on the child's domain.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildStateAccess = ChildStateAccess(toChildState)
    self.toChildStateCase = nil
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  /// Scopes to a child whose state is a stored property of the parent's state.
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from the parent's state to the child's.
  ///   - toChildAction: A case key path from the parent's action to the child's.
  ///   - child: The reducers to run on the child's domain.
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

  /// Scopes to a child whose state is one case of the parent's enum state.
  ///
  /// - Parameters:
  ///   - toChildState: A case key path from the parent's state to the child's.
  ///   - toChildAction: A case key path from the parent's action to the child's.
  ///   - child: The reducers to run on the child's domain.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildStateAccess = nil
    self.toChildStateCase = ChildStateCase(
      path: AnyCasePath(toChildState),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    // Chained, the optional is read where it is stored; unwrapped, it would be copied first.
    if let effect = toChildStateAccess?.modify(
      &state, { child.reduce(into: &$0, action: childAction) }
    ) {
      return effect.isNone ? .none : effect.mapped(toChildAction.embed)
    }
    // Exactly one of the two forms is set, by construction.
    let toCase = toChildStateCase!
    guard var childState = toCase.path.extract(from: state) else {
      reportMismatchedCase(action: action, state: state, callSite: toCase.callSite)
      return .none
    }
    let effect = child.reduce(into: &childState, action: childAction)
    state = toCase.path.embed(childState)
    return effect.isNone ? .none : effect.mapped(toChildAction.embed)
  }

  @usableFromInline
  func reportMismatchedCase(action: ParentAction, state: ParentState, callSite: CallSite) {
    reportIssue(
      """
      A "Scope" at "\(callSite.fileID):\(callSite.line)" received a child action when child \
      state was set to a different case.

        Action:
          \(describe(action))
        State case:
          \(describeCase(state))

      The action was ignored.

      The state was left alone. Make sure the state is in the matching case when this action is \
      sent: check the case before sending from a view, and cancel the child's effects when the \
      state leaves that case.
      """,
      fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
      column: callSite.column
    )
  }
}
