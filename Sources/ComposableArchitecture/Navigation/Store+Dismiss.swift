extension Store {
  /// Closes a presentation from the outside, as when a sheet is swiped away or a window closed:
  /// sends the presentation's `.dismiss` action, if something is presented.
  ///
  /// SwiftUI does this through the binding of `$store.scope(state:action:)`; with no SwiftUI,
  /// a view layer calls this when the user closes what the destination shows. The feature sees
  /// an ordinary `.dismiss` (the parent runs with the destination still there, then it becomes
  /// nil and its effects are cancelled). When nothing is presented, nothing is sent, so a
  /// late close of a screen already gone does no harm.
  ///
  /// ```swift
  /// // The user closed the "detalle" sheet:
  /// store.dismiss(\.destino, action: \.destino)
  /// ```
  ///
  /// - Parameters:
  ///   - state: A key path to the presented state.
  ///   - action: A case key path to the presentation's actions.
  /// - Returns: The effects started by the dismissal.
  @discardableResult
  public func dismiss<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> StoreTask {
    guard !core.isInvalid, withState({ $0[keyPath: state] }) != nil else {
      return StoreTask(rawValue: nil)
    }
    return send(AnyCasePath(action).embed(.dismiss))
  }
}
