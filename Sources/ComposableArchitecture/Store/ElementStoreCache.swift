/// The element stores of one scoped collection (an identified array, a navigation stack), cached
/// by element id: scoping again gives the identical store for an element still there.
@MainActor
final class ElementStoreCache<ID: Hashable & Sendable, State, Action> {
  private let makeStore: (ID) -> Store<State, Action>
  private var stores: [ID: Store<State, Action>] = [:]
  private var knownIDs: [ID] = []
  private let replacements: ElementReplacementWatch<ID, State>?

  /// - Parameters:
  ///   - parent: The store of the collection's owner.
  ///   - element: The element with an id in the owner's state, if it is there.
  ///   - embed: The owner's action for an element's action.
  ///   - rows: The identified array the elements live in, when they do: its rows replaced by
  ///     other values then wake the observers of their stores (``ElementReplacementWatch``).
  init<ParentState, ParentAction>(
    parent: Store<ParentState, ParentAction>,
    element: @escaping (ParentState, ID) -> State?,
    embed: @escaping (ID, Action) -> ParentAction,
    rows: ((ParentState) -> IdentifiedArray<ID, State>)? = nil
  ) {
    let parentCore = parent.core
    let parentSend = parent.sendAction
    let replacements = rows.flatMap { rows in
      ElementReplacementWatch { rows(parentCore.state) }
    }
    self.replacements = replacements
    self.makeStore = { id in
      let initialState = element(parentCore.state, id)!
      let observation = replacements?.watch(id, element: initialState)
      let core = ScopedCore(
        parent: parentCore,
        initialState: initialState,
        keepsLastState: true,
        toState: { state in
          observation?.access()
          return element(state, id)
        },
        fromAction: { embed(id, $0) }
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
    replacements?.keep(present)
  }

  /// The number of element stores alive in the cache.
  var count: Int { stores.count }
}
