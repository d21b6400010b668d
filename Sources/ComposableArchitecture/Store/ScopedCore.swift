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
  private var lastState: State

  /// - Parameters:
  ///   - keepsLastState: Whether to remember the last state seen, for a state that can go away.
  init(
    parent: any StoreCore<ParentState, ParentAction>,
    initialState: State,
    keepsLastState: Bool,
    toState: @escaping (ParentState) -> State?,
    fromAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.lastState = initialState
    self.keepsLastState = keepsLastState
    self.toState = toState
    self.fromAction = fromAction
  }

  var state: State {
    guard let state = toState(parent.state) else { return lastState }
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

  func send(_ action: Action) -> Task<Void, Never>? {
    let task = parent.send(fromAction(action))
    if keepsLastState, let state = toState(parent.state) { lastState = state }
    return task
  }
}
