/// Applies binding actions to the state: put it first in the body of a feature whose action is a
/// ``BindableAction``, so the rest of the body sees the new value.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in … }
/// }
/// ```
///
/// When the binding actions live in the feature's view actions (`case view(View)`, with
/// `View: BindableAction`), name that case:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer(action: \.view)
///   Reduce { state, action in … }
/// }
/// ```
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  private let extract: Extraction

  /// How binding actions are found among the reducer's actions.
  private enum Extraction {
    /// The actions are the bindable actions; the binding case's tag, for a fast rejection.
    case direct(bindingCaseTag: UInt32?)
    /// The bindable actions are one case of the reducer's actions.
    case embedded((Action) -> ViewAction?)
  }

  /// Creates a reducer that applies the binding actions of a ``BindableAction`` action.
  public init() where Action == ViewAction {
    self.extract = .direct(bindingCaseTag: ViewAction.bindingCaseTag)
  }

  /// Creates a reducer that applies the binding actions found in the `toViewAction` case of the
  /// reducer's actions.
  ///
  /// - Parameter toViewAction: The case of the action that holds bindable actions, such as
  ///   `\.view`.
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.extract = .embedded { $0[case: toViewAction] }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let binding: BindingAction<State>?
    switch extract {
    case let .direct(bindingCaseTag):
      // Most actions are not bindings: rule them out with one tag comparison.
      guard enumTag(action) == bindingCaseTag else { return .none }
      binding = (action as? ViewAction)?.binding
    case let .embedded(toViewAction):
      binding = toViewAction(action)?.binding
    }
    guard let binding else { return .none }
    binding.set(&state)
    return .none
  }
}
