/// Applies binding actions to the state: put it first in the body of a feature whose action is a
/// ``BindableAction``, so the rest of the body sees the new value.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in … }
/// }
/// ```
public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  private let bindingCaseTag: UInt32?

  /// Creates a reducer that applies binding actions.
  public init() {
    self.bindingCaseTag = Action.bindingCaseTag
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // Most actions are not bindings: rule them out with one tag comparison.
    guard enumTag(action) == bindingCaseTag, let binding = action.binding else { return .none }
    binding.set(&state)
    return .none
  }
}
