extension Store {
  /// The stores of the elements of a navigation stack, bottom first, each cached by id.
  ///
  /// Each element store reads its element by id through this store and sends
  /// `.element(id:action:)` up. Element stores of popped elements are dropped from the cache when
  /// the stack is scoped again.
  ///
  /// ```swift
  /// let path = store.scope(state: \.path, action: \.path)
  /// for element in path {
  ///   switch element.case {
  ///   case let .detail(detailStore): …
  ///   }
  /// }
  /// path.ids  // [#0, #1]
  /// ```
  ///
  /// - Complexity: O(1) when nothing was pushed or popped since the last time; O(*n*) otherwise.
  public func scope<ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> _StackStoreCollection<ElementState, ElementAction> {
    let ids = self.state[keyPath: state]._ids
    let collectionID = ScopeID(state: state, action: action)
    let cache: StackElementStoreCache<ElementState, ElementAction>
    if let existing = children[collectionID] as? StackElementStoreCache<ElementState, ElementAction>
    {
      cache = existing
    } else {
      cache = StackElementStoreCache(parent: self, state: state, action: action)
      children[collectionID] = cache
    }
    cache.prune(keeping: ids)
    return _StackStoreCollection(ids: ids, cache: cache)
  }
}

/// The element stores of a navigation stack, as a random-access collection in stack order.
@MainActor
public struct _StackStoreCollection<State, Action>: @MainActor RandomAccessCollection {
  /// The ids of the elements, bottom of the stack first.
  public let ids: [StackElementID]
  let cache: StackElementStoreCache<State, Action>

  public var startIndex: Int { ids.startIndex }
  public var endIndex: Int { ids.endIndex }

  /// The store of the element at `position`.
  public subscript(position: Int) -> Store<State, Action> {
    cache.store(id: ids[position])
  }

  /// The store of the element with id `id`, or nil if it is not on the stack.
  public subscript(id id: StackElementID) -> Store<State, Action>? {
    ids.contains(id) ? cache.store(id: id) : nil
  }
}

/// The element stores of one scoped stack, cached by id.
@MainActor
final class StackElementStoreCache<State, Action> {
  private let makeStore: (StackElementID) -> Store<State, Action>
  private var stores: [StackElementID: Store<State, Action>] = [:]
  private var knownIDs: [StackElementID] = []

  init<ParentState, ParentAction>(
    parent: Store<ParentState, ParentAction>,
    state toStack: KeyPath<ParentState, StackState<State>>,
    action toStackAction: CaseKeyPath<ParentAction, StackAction<State, Action>>
  ) {
    let embed = AnyCasePath(toStackAction).embed
    let parentCore = parent.core
    let parentSend = parent.sendAction
    self.makeStore = { id in
      let core = ScopedCore(
        parent: parentCore,
        initialState: parentCore.state[keyPath: toStack][id: id]!,
        keepsLastState: true,
        toState: { $0[keyPath: toStack][id: id] },
        fromAction: { embed(.element(id: id, action: $0)) }
      )
      return Store(core: core, send: core.makeSend(parentSend: parentSend))
    }
  }

  func store(id: StackElementID) -> Store<State, Action> {
    if let store = stores[id] { return store }
    let store = makeStore(id)
    stores[id] = store
    return store
  }

  /// Drops the stores of elements that are no longer on the stack.
  func prune(keeping ids: [StackElementID]) {
    guard !ids.sharesStorage(with: knownIDs) else { return }
    knownIDs = ids
    guard !stores.isEmpty else { return }
    let present = Set(ids)
    stores = stores.filter { present.contains($0.key) }
  }
}
