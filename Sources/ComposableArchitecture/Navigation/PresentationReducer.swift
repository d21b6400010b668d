extension Reducer {
  /// Runs a presented feature while its state is present, and dismisses it on `.dismiss`.
  ///
  /// The destination runs before the parent. On `.dismiss` the parent runs first (it still
  /// sees the destination), then the state becomes nil. The destination runs with
  /// `@Dependency(\.isPresented)` true and a `@Dependency(\.dismiss)` that sends `.dismiss`
  /// to this reducer from the destination's effects. When the presented state goes away or
  /// is replaced by a value of another identity, every effect the destination started is
  /// cancelled. An ephemeral destination (an alert, a dialog) goes away after any of its
  /// actions. A `.presented` action while nothing is presented is reported.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.$destination, action: \.destination) {
  ///       Destination()
  ///     }
  /// }
  /// ```
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self,
      destination: destination(),
      toPresentationState: ChildStateAccess(toPresentationState),
      toPresentationAction: AnyCasePath(toPresentationAction),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a presented `@Reducer enum` destination: the reducer is the enum's own body.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  @inlinable
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension Reducer {
  /// Runs a presented alert or confirmation dialog: it has no reducer of its own, and goes
  /// away after any of its actions, which then reach this reducer.
  ///
  /// ```swift
  /// @ObservableState
  /// struct State {
  ///   @Presents var alert: AlertState<Action.Alert>?
  /// }
  /// enum Action {
  ///   case alert(PresentationAction<Alert>)
  ///   @CasePathable
  ///   enum Alert { case confirmDeletion }
  /// }
  /// // in the body:
  /// Reduce { state, action in … }
  ///   .ifLet(\.$alert, action: \.alert)
  /// ```
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer that presentation `ifLet`s return.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline
  let toPresentationState: ChildStateAccess<Base.State, PresentationState<Destination.State>>
  @usableFromInline
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let callSite: CallSite
  @usableFromInline let destinationIdentity: StateIdentityReader<Destination.State>

  @inlinable
  init(
    base: Base,
    destination: Destination,
    toPresentationState: ChildStateAccess<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    callSite: CallSite
  ) {
    self.base = base
    self.destination = destination
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.callSite = callSite
    self.destinationIdentity = .of(Destination.State.self)
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    switch toPresentationAction.extract(from: action) {
    case nil:
      let baseEffects = base.reduce(into: &state, action: action)
      // The presentation is compared with what this reducer last saw, not only with the state
      // before this action: one made or dismissed by another reducer shows here on the next
      // action, and its effects are cancelled then, as TCA does. The usual action leaves the
      // recorded child in place, which its identity says at once.
      guard !isStillRecorded(&state) else { return baseEffects }
      return updateRecord(&state, destinationEffects: .none, baseEffects: baseEffects)
    case let .presented(destinationAction)?:
      let destinationEffects = reducePresentedDestination(into: &state, action: destinationAction)
      let baseEffects = base.reduce(into: &state, action: action)
      guard !isStillRecorded(&state) else { return destinationEffects.merge(with: baseEffects) }
      return updateRecord(&state, destinationEffects: destinationEffects, baseEffects: baseEffects)
    case .dismiss?:
      return reduceDismiss(into: &state, action: action)
    }
  }

  /// A dismissal: the parent sees it first, then the presentation it was for goes away (one the
  /// parent presented meanwhile stays).
  ///
  /// Out of line, as ``updateRecord(_:destinationEffects:baseEffects:)`` is, so that the usual
  /// action's path stays small enough to inline.
  @inlinable
  @inline(never)
  func reduceDismiss(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let dismissed = currentRecord(&state)?.id
    if dismissed == nil { reportMissingDestination(action: .dismiss) }
    let baseEffects = base.reduce(into: &state, action: action)
    if let dismissed, currentRecord(&state)?.id == dismissed {
      toPresentationState.modify(&state) { $0.wrappedValue = nil }
    }
    guard !isStillRecorded(&state) else { return baseEffects }
    return updateRecord(&state, destinationEffects: .none, baseEffects: baseEffects)
  }

  /// Records what is presented now, when it is not provably the recorded child, and cancels the
  /// effects of a recorded child that is gone.
  @inlinable
  @inline(never)
  func updateRecord(
    _ state: inout Base.State, destinationEffects: Effect<Base.Action>,
    baseEffects: Effect<Base.Action>
  ) -> Effect<Base.Action> {
    let recorded = toPresentationState.project(&state) { $0.presented }
    let current = currentRecord(&state)
    guard recorded?.id != current?.id || recorded?.identity != current?.identity else {
      return destinationEffects.merge(with: baseEffects)
    }
    let kept = current.flatMap { current in
      presented(state).map(isEphemeral) == true ? nil : current
    }
    toPresentationState.project(&state) { $0.presented = kept }
    guard let recorded, recorded.id != current?.id else {
      return destinationEffects.merge(with: baseEffects)
    }
    return .merge(destinationEffects, baseEffects, ._cancel(navigationID: recorded.id))
  }

  /// Whether what is presented is provably the child this reducer recorded; also true when
  /// nothing is presented and nothing was recorded.
  @inlinable
  func isStillRecorded(_ state: inout Base.State) -> Bool {
    toPresentationState.project(&state) { presentation in
      guard let identity = presentation.presentedIdentity(identity: destinationIdentity) else {
        return presentation.presented == nil
      }
      return presentation.presented?.isSameChild(as: identity) == true
    }
  }

  /// What is presented now, as a record: the one this reducer kept while it is provably the same
  /// child, or a new one.
  @inlinable
  func currentRecord(_ state: inout Base.State) -> PresentedRecord? {
    let keyPath = toPresentationState.keyPath
    return toPresentationState.project(&state) { presentation in
      guard let identity = presentation.presentedIdentity(identity: destinationIdentity) else {
        return nil
      }
      if let recorded = presentation.presented, recorded.isSameChild(as: identity) {
        return recorded
      }
      return PresentedRecord(
        id: NavigationID(path: keyPath, presented: presentation.wrappedValue!), identity: identity
      )
    }
  }

  @inlinable
  func presented(_ state: Base.State) -> Destination.State? {
    state[keyPath: toPresentationState.readKeyPath].wrappedValue
  }

  @usableFromInline
  func reducePresentedDestination(
    into state: inout Base.State, action destinationAction: Destination.Action
  ) -> Effect<Base.Action> {
    guard let record = currentRecord(&state), let destinationState = presented(state) else {
      reportMissingDestination(action: .presented(destinationAction))
      return .none
    }
    let embed = toPresentationAction.embed
    let effect = Effect.child(record.id) {
      let effect = toPresentationState.modify(&state) { presentation in
        reducePresented {
          destination.reduce(into: &presentation.wrappedValue!, action: destinationAction)
        }
      }
      return effect.mapped { embed(.presented($0)) }.presented { embed(.dismiss) }
    }
    if isEphemeral(destinationState) {
      toPresentationState.modify(&state) { $0.wrappedValue = nil }
    }
    return effect
  }

  @usableFromInline
  func reportMissingDestination(action: PresentationAction<Destination.Action>?) {
    reportIssue(
      """
      An "ifLet" at "\(callSite.fileID):\(callSite.line)" received a presentation action when \
      destination state was absent.

        Action:
          \(describe(action as Any))

      The action was ignored.

      This usually means one of: the parent dismissed the destination before this action was \
      handled ("ifLet" runs the destination first for the actions it receives), an effect of \
      the destination sent it after the dismissal (keep the destination's effects in the \
      destination, which "ifLet" cancels on dismissal), or something sent it to a store whose \
      destination is not shown.
      """,
      fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
      column: callSite.column
    )
  }
}
