extension Store {
  /// The stores of the elements of an identified array, one per element, each cached by id.
  ///
  /// Each element store reads its element by id through this store (a row change reaches only
  /// the observers of that row) and sends `.element(id:action:)` up. Element stores whose
  /// element is gone are dropped from the cache when the collection is scoped again.
  ///
  /// ```swift
  /// for row in store.scope(state: \.rows, action: \.rows) {
  ///   row.send(.toggle)
  /// }
  /// ```
  ///
  /// - Complexity: O(1) to scope when no element was added or removed since the last time;
  ///   O(*n*) otherwise, to drop the stores of removed elements.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    let ids = self.state[keyPath: state].ids
    let collectionID = ScopeID(state: state, action: action)
    let cache: ElementStoreCache<ElementID, ElementState, ElementAction>
    if let existing = children[collectionID]
      as? ElementStoreCache<ElementID, ElementState, ElementAction>
    {
      cache = existing
    } else {
      cache = ElementStoreCache(parent: self, state: state, action: action)
      children[collectionID] = cache
    }
    cache.prune(keeping: ids)
    return _StoreCollection(ids: ids, cache: cache)
  }

  /// The stores of the elements of an identified array, unlabeled form:
  /// `store.scope(\.rows, action: \.rows)`.
  ///
  /// - Complexity: As the labeled form: O(1) unless elements were added or removed.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    scope(state: state, action: action)
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

/// The element stores of one scoped identified array, cached by id.
@MainActor
final class ElementStoreCache<ID: Hashable & Sendable, State, Action> {
  private let makeStore: (ID) -> Store<State, Action>
  private var stores: [ID: Store<State, Action>] = [:]
  private var knownIDs: [ID] = []

  init<ParentState, ParentAction>(
    parent: Store<ParentState, ParentAction>,
    state toElements: KeyPath<ParentState, IdentifiedArray<ID, State>>,
    action toElementAction: CaseKeyPath<ParentAction, IdentifiedAction<ID, Action>>
  ) {
    let embed = AnyCasePath(toElementAction).embed
    let parentCore = parent.core
    let parentSend = parent.sendAction
    self.makeStore = { id in
      let core = ScopedCore(
        parent: parentCore,
        initialState: parentCore.state[keyPath: toElements][id: id]!,
        keepsLastState: true,
        toState: { $0[keyPath: toElements][id: id] },
        fromAction: { embed(.element(id: id, action: $0)) }
      )
      return Store(core: core, send: core.makeSend(parentSend: parentSend))
    }
  }

  func store(id: ID) -> Store<State, Action> {
    if let store = stores[id] { return store }
    let store = makeStore(id)
    stores[id] = store
    return store
  }

  /// Drops the stores of elements that are no longer in `ids`.
  func prune(keeping ids: [ID]) {
    guard !ids.sharesStorage(with: knownIDs) else { return }
    knownIDs = ids
    guard !stores.isEmpty else { return }
    let present = Set(ids)
    stores = stores.filter { present.contains($0.key) }
  }

  /// The number of element stores alive in the cache.
  var count: Int { stores.count }
}
