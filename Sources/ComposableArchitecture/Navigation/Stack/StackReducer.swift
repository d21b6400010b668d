extension Reducer {
  /// Runs a feature for each element of a navigation stack.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.path, action: \.path) {
  ///       Path()
  ///     }
  /// }
  /// ```
  ///
  /// The order of the work is fixed so that each side sees what it needs:
  /// - `.element(id:action:)`: the element runs, then the parent.
  /// - `.popFrom(id:)`: the parent runs while the element is still there, then the element and
  ///   everything above it are popped.
  /// - `.push(id:state:)`: the element is pushed, then the parent runs.
  ///
  /// Elements run with `@Dependency(\.isPresented)` true and a `@Dependency(\.dismiss)` that pops
  /// them from their effects. When elements leave the stack, by a pop or any change of the
  /// parent's, every effect they started is cancelled. An element action or a pop for an id that
  /// is not on the stack, and a push of an id already on it, are reported.
  ///
  /// - Parameters:
  ///   - toStackState: A writable key path to the stack.
  ///   - toStackAction: A case key path to the stack's actions.
  ///   - destination: The element's reducers.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  /// - Returns: A reducer that runs the elements, then this reducer.
  /// - Complexity: O(1) per element action when nothing is pushed or popped.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self,
      destination: destination(),
      toStackState: ChildStateAccess(toStackState),
      toStackAction: AnyCasePath(toStackAction),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a stack of `@Reducer enum` elements: the reducer is the enum's own body.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  @inlinable
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    forEach(
      toStackState, action: toStackAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer that stack `forEach`es return.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline let toStackState: ChildStateAccess<Base.State, StackState<Destination.State>>
  @usableFromInline
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let callSite: CallSite

  @inlinable
  init(
    base: Base,
    destination: Destination,
    toStackState: ChildStateAccess<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    callSite: CallSite
  ) {
    self.base = base
    self.destination = destination
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.callSite = callSite
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // Only the ids are held across the parent's run, never the elements, so an in-place change
    // of an element by the parent copies nothing. They are the ids this reducer last saw, not
    // those before this action: elements removed by another reducer have their effects
    // cancelled on the next action, as TCA does.
    let idsBefore = stack(state)._mounted
    let effects: Effect<Base.Action>
    switch toStackAction.extract(from: action) {
    case let .element(id, elementAction):
      let elementEffects = reduceElement(into: &state, id: id, action: elementAction)
      effects = elementEffects.merge(with: base.reduce(into: &state, action: action))

    case let .popFrom(id):
      let canPop = stack(state)._ids.contains(id)
      effects = base.reduce(into: &state, action: action)
      if canPop {
        toStackState.modify(&state) { $0.pop(from: id) }
      } else {
        report(
          "received a \"popFrom\" action for a missing element", id: id,
          action: action, state: state
        )
      }

    case let .push(id, element):
      guard !stack(state)._ids.contains(id) else {
        report(
          "received a \"push\" action for an element it already contains", id: id, action: action,
          state: state
        )
        effects = base.reduce(into: &state, action: action)
        break
      }
      let ids = DependencyValues._current.stackElementID
      if DependencyValues._current.context == .test {
        // A test pushes the ids the stack would give, in order: one ahead of them is a mistake
        // in the test (it is pushed all the same, and the sequence is left where it was).
        let expected = ids.peek()
        if id.generation > expected.generation {
          reportUnexpectedID(id, expected: expected)
        } else if id == expected {
          _ = ids.next()
        }
      } else {
        ids.skip(past: id)
      }
      toStackState.modify(&state) { $0.push(element, id: id) }
      effects = base.reduce(into: &state, action: action)

    case nil:
      effects = base.reduce(into: &state, action: action)
    }

    let idsAfter = stack(state)._ids
    guard !idsAfter.sharesStorage(with: idsBefore) else { return effects }
    toStackState.project(&state) { $0._mounted = idsAfter }
    guard !idsBefore.isEmpty else { return effects }
    let remaining = Set(idsAfter)
    let cancellations = idsBefore.filter { !remaining.contains($0) }.map {
      Effect<Base.Action>._cancel(navigationID: navigationID($0))
    }
    return cancellations.isEmpty ? effects : .merge([effects] + cancellations)
  }

  private func stack(_ state: Base.State) -> StackState<Destination.State> {
    state[keyPath: toStackState.keyPath]
  }

  private func navigationID(_ id: StackElementID) -> NavigationID {
    NavigationID(path: toStackState.keyPath, elementID: id)
  }

  private func reduceElement(
    into state: inout Base.State, id: StackElementID, action elementAction: Destination.Action
  ) -> Effect<Base.Action> {
    guard stack(state)[id: id] != nil else {
      report(
        "received an action for a missing element", id: id,
        action: toStackAction.embed(.element(id: id, action: elementAction)), state: state
      )
      return .none
    }
    let embed = toStackAction.embed
    return Effect.child(navigationID(id)) {
      let effect = toStackState.modify(&state) { stack in
        reducePresented {
          stack.modify(id: id) { destination.reduce(into: &$0, action: elementAction) }
        }
      }
      return effect.mapped { embed(.element(id: id, action: $0)) }
        .presented { embed(.popFrom(id: id)) }
    }
  }

  private func reportUnexpectedID(_ id: StackElementID, expected: StackElementID) {
    reportIssue(
      """
      A "forEach" at "\(callSite.fileID):\(callSite.line)" received a "push" action with an \
      unexpected generational ID.

        Received ID:
          \(id)
        Expected ID:
          \(expected)

      In a test, push the id the stack gives next: ids start at 0 in each test and every push \
      takes the next one ("state.path.append" in an assertion takes the id the reducer took).
      """,
      fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
      column: callSite.column
    )
  }

  private func report(_ problem: String, id: StackElementID, action: Base.Action, state: Base.State)
  {
    reportIssue(
      """
      A "forEach" at "\(callSite.fileID):\(callSite.line)" \(problem).

        Action:
          \(describe(action))
        Stack ids:
          \(stack(state)._ids.map(\.debugDescription).joined(separator: ", "))

      The action was ignored.

      This usually means one of: the parent changed the stack before this action was handled \
      ("forEach" runs the element first for the element actions it receives), an effect of a \
      popped element sent it (keep an element's effects in the element, which "forEach" \
      cancels when it is popped), or something sent it with a stale or made-up id.
      """,
      fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
      column: callSite.column
    )
  }
}
