extension Store {
  /// The stores of the elements of an identified array, one per element, each cached by id.
  ///
  /// Each element store reads its element by id through this store (a row change reaches only
  /// the observers of that row) and sends `.element(id:action:)` up. Element stores whose
  /// element is gone are dropped from the cache when the collection is scoped again.
  ///
  /// ```swift
  /// for row in store.scope(\.rows, action: \.rows) {
  ///   row.send(.toggle)
  /// }
  /// ```
  ///
  /// - Complexity: O(1) to scope when no element was added or removed since the last time;
  ///   O(*n*) otherwise, to drop the stores of removed elements.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    // NB: no location arguments, which TCA's forms have: with them, the plain key path scope
    // would be preferred to this one for `let rows = store.scope(state: \.rows, action: \.rows)`.
    reportIfUncached(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    let ids = self.state[keyPath: state].ids
    let cache = elementStores(
      state: state, action: action, ids: ids, element: { $0[keyPath: state][id: $1] },
      embed: { .element(id: $0, action: $1) }, rows: { $0[keyPath: state] }
    )
    return _StoreCollection(ids: ids, cache: cache)
  }

  /// The stores of the elements of an identified array, in the labeled spelling
  /// `store.scope(state:action:)`, which TCA 1.25 deprecates under its trait
  /// `ComposableArchitecture2Deprecations`.
  ///
  /// - Complexity: As the labeled form: O(1) unless elements were added or removed.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, renamed: "scope(_:action:)")
  #else
    @available(iOS, deprecated: 9999, renamed: "scope(_:action:)")
    @available(macOS, deprecated: 9999, renamed: "scope(_:action:)")
    @available(tvOS, deprecated: 9999, renamed: "scope(_:action:)")
    @available(watchOS, deprecated: 9999, renamed: "scope(_:action:)")
  #endif
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    scope(state, action: action)
  }

  /// The element stores of the collection at `state`, made on first use and kept with this
  /// store's children, without the stores of elements whose ids are gone: identified arrays and
  /// navigation stacks scope their elements here.
  ///
  /// - Parameters:
  ///   - ids: The ids of the elements there now.
  ///   - element: Reads an element by id in this store's state; only made on first use.
  ///   - embedElement: The collection's action for an element's action.
  ///   - rows: The identified array the elements live in, when they do, so that a row replaced
  ///     by a value of another identity wakes its store's observers.
  func elementStores<ElementID, ElementState, ElementAction, Elements, ElementsAction>(
    state: KeyPath<State, Elements>,
    action: CaseKeyPath<Action, ElementsAction>,
    ids: [ElementID],
    element: @autoclosure () -> (State, ElementID) -> ElementState?,
    embed embedElement: @escaping (ElementID, ElementAction) -> ElementsAction,
    rows: ((State) -> IdentifiedArray<ElementID, ElementState>)? = nil
  ) -> ElementStoreCache<ElementID, ElementState, ElementAction> {
    let collectionID = ScopeID(state: state, action: action)
    let cache: ElementStoreCache<ElementID, ElementState, ElementAction>
    if let existing = children[collectionID]
      as? ElementStoreCache<ElementID, ElementState, ElementAction>
    {
      cache = existing
    } else {
      let embed = AnyCasePath(action).embed
      cache = ElementStoreCache(
        parent: self, element: element(), embed: { embed(embedElement($0, $1)) }, rows: rows
      )
      children[collectionID] = cache
    }
    cache.prune(keeping: ids)
    return cache
  }
}

/// The element stores of an identified array, as a random-access collection in element order.
@MainActor
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>:
  @MainActor RandomAccessCollection
{
  let ids: [ID]
  let cache: ElementStoreCache<ID, State, Action>

  public var startIndex: Int { ids.startIndex }
  public var endIndex: Int { ids.endIndex }

  /// The store of the element at `position`.
  public subscript(position: Int) -> Store<State, Action> {
    cache.store(id: ids[position])
  }
}
