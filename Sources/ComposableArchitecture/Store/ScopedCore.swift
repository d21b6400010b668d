import ObserverRegistry

/// The core of a scoped store: a lens that reads its state through its parent's and wraps its
/// actions into the parent's on their way to the root. It holds no state of its own, except
/// the last value seen (read, or after its own send) of a state that can go away, so a store of
/// a dismissed child can still be read.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: StoreCore {
  private let parent: any StoreCore<ParentState, ParentAction>
  private let toState: (ParentState) -> State?
  private let fromAction: (Action) -> ParentAction
  private let keepsLastState: Bool
  /// The last state seen, for a state that can go away; nil for one that is always there, which
  /// is read only when asked (a closure scope runs its closure no sooner, as in TCA).
  private var lastState: State?
  let canCacheChildren: Bool

  /// - Parameters:
  ///   - keepsLastState: Whether to remember the last state seen, for a state that can go away.
  ///   - isIdentified: Whether the scope has paths that identify it (false for closures).
  init(
    parent: any StoreCore<ParentState, ParentAction>,
    initialState: State?,
    keepsLastState: Bool,
    isIdentified: Bool = true,
    toState: @escaping (ParentState) -> State?,
    fromAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.lastState = initialState
    self.keepsLastState = keepsLastState
    self.canCacheChildren = isIdentified && parent.canCacheChildren
    self.toState = toState
    self.fromAction = fromAction
  }

  var state: State {
    guard let state = toState(parent.state) else { return lastState! }
    if keepsLastState { lastState = state }
    return state
  }

  /// Only a state that can go away is read here: a plain lens is as valid as its parent, and
  /// reading through every level on every send of a deep store would cost O(depth²).
  var isInvalid: Bool {
    if parent.isInvalid { return true }
    return keepsLastState && toState(parent.state) == nil
  }

  var observation: StoreObservation { parent.observation }

  /// The send of a store on this core, given its parent store's send.
  ///
  /// A plain lens embeds the action and calls the parent's send: it is as valid as its parent,
  /// which checks itself. A state that can go away is checked first: an action for a dismissed
  /// child or a removed row is reported and dropped, and the state seen after the send is kept.
  func makeSend(
    parentSend: @escaping @MainActor (ParentAction) -> Task<Void, Never>?
  ) -> @MainActor (Action) -> Task<Void, Never>? {
    let fromAction = fromAction
    guard keepsLastState else { return { action in parentSend(fromAction(action)) } }
    return { [self] action in
      guard !isInvalid else {
        reportActionForMissingState(action)
        return nil
      }
      let task = parentSend(fromAction(action))
      if let state = toState(parent.state) { lastState = state }
      return task
    }
  }

  private func reportActionForMissingState(_ action: Action) {
    reportIssue(
      """
      An action was sent to a store whose state has gone away, and was ignored.

        Action:
          \(describe(action))

      The child state this store was scoped to is nil or was removed. Stop sending actions \
      to a store after its state goes away (in a view, scope to the optional state and use \
      the store only while it is non-nil).
      """
    )
  }
}
