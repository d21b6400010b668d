extension Reducer {
  /// Runs an element reducer on the element of an `IdentifiedArray` that an action names.
  ///
  /// The element runs before the parent. An element action costs the same whatever the size of
  /// the array: the element is found by id and mutated where it lives, and telling that no
  /// element was added or removed is O(1). When elements are removed, every effect they started
  /// is cancelled. An action for an id that is not in the array is reported.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.rows, action: \.rows) {
  ///       Row()
  ///     }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toElementsState: A writable key path to the identified array.
  ///   - toElementAction: A case key path to the element actions.
  ///   - element: The element's reducers.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  /// - Returns: A reducer that runs the element, then this reducer.
  /// - Complexity: O(1) per element action when no element is added, removed or moved.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: ChildStateAccess(rowsOf: toElementsState),
      toElementAction: AnyCasePath(toElementAction),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)`` returns.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline
  let toElementsState: ChildStateAccess<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let callSite: CallSite
  /// Reads an element's identity, when elements are observable states: a row its own reducer
  /// replaced (a new `_$id`) must wake the array's observers, who read the old row's registrar.
  @usableFromInline let elementIdentity: StateIdentityReader<Element.State>

  @inlinable
  init(
    parent: Parent,
    element: Element,
    toElementsState: ChildStateAccess<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    callSite: CallSite
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.callSite = callSite
    self.elementIdentity = .of(Element.State.self)
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let elementEffects = reduceElement(into: &state, action: action)
    // Only the ids are held across the parent's run: holding the whole array would make an
    // in-place element mutation by the parent copy every element.
    let idsBefore = toElementsState.project(&state) { $0.ids }
    let parentEffects = parent.reduce(into: &state, action: action)
    let idsAfter = toElementsState.project(&state) { $0.ids }
    guard !idsBefore.isEmpty, !idsAfter.sharesStorage(with: idsBefore) else {
      return elementEffects.merge(with: parentEffects)
    }
    let remaining = Set(idsAfter)
    let cancellations = idsBefore.filter { !remaining.contains($0) }.map {
      Effect<Parent.Action>._cancel(navigationID: navigationID($0))
    }
    return .merge([elementEffects, parentEffects] + cancellations)
  }

  @inlinable
  func navigationID(_ id: ID) -> NavigationID {
    NavigationID(path: toElementsState.keyPath, elementID: id)
  }

  @inlinable
  func reduceElement(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    guard case let .element(id, elementAction)? = toElementAction.extract(from: action) else {
      return .none
    }
    // The row is found once, by position, and mutated where it stands: through `[id:]` it would
    // be looked up again, and moved out of the array and back.
    guard let index = toElementsState.project(&state, { $0.index(id: id) }) else {
      reportMissingElement(id: id, action: action)
      return .none
    }
    let toElementAction = toElementAction
    return Effect.child(navigationID(id)) {
      let effect = toElementsState.modify(&state) { elements, replaced in
        reduce(&elements[index], action: elementAction, replaced: &replaced)
      }
      guard !effect.isNone else { return .none }
      return effect.mapped { toElementAction.embed(.element(id: id, action: $0)) }
    }
  }

  /// Runs the element's reducer on `elementState` where it lives; `replaced` says whether it
  /// gave the element another identity.
  @inlinable
  func reduce(
    _ elementState: inout Element.State, action: Element.Action, replaced: inout Bool
  ) -> Effect<Element.Action> {
    // A row with no identity of its own (not `@ObservableState`) has no registrar to tell its
    // readers, and is never the same after an action: the collection's field is the finest path
    // there is, and its readers hear of every row action, as TCA's `_$isIdentityEqual` has it.
    if elementIdentity.identifiesByStateID, let before = elementIdentity.stateID(&elementState) {
      let effect = element.reduce(into: &elementState, action: action)
      replaced = elementIdentity.stateID(&elementState)?.isSame(as: before) != true
      return effect
    }
    let before = elementIdentity(&elementState)
    let effect = element.reduce(into: &elementState, action: action)
    replaced = !elementIdentity(&elementState).isSame(as: before)
    return effect
  }

  @usableFromInline
  func reportMissingElement(id: ID, action: Parent.Action) {
    reportIssue(
      """
      A "forEach" at "\(callSite.fileID):\(callSite.line)" received an action for a missing \
      element.

        Action:
          \(describe(action))
        Missing id:
          \(describe(id))

      The action was ignored.

      This usually means one of: the parent removed the element before this action was handled \
      ("forEach" runs the element first for the actions it receives), an effect of the element \
      sent it after the element was removed (keep the element's effects in the element, which \
      "forEach" cancels on removal), or something sent it with a stale id.
      """,
      fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
      column: callSite.column
    )
  }
}
