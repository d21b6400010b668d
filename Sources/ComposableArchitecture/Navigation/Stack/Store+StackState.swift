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
    let cache = elementStores(
      state: state, action: action, ids: ids, element: { $0[keyPath: state][id: $1] },
      embed: { .element(id: $0, action: $1) }
    )
    return _StackStoreCollection(ids: ids, cache: cache)
  }
}

/// The element stores of a navigation stack, as a random-access collection in stack order.
@MainActor
public struct _StackStoreCollection<State, Action>: @MainActor RandomAccessCollection {
  /// The ids of the elements, bottom of the stack first.
  public let ids: [StackElementID]
  let cache: ElementStoreCache<StackElementID, State, Action>

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
