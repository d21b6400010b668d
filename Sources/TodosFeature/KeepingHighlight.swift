import ComposableArchitecture

/// Runs `base`, and after an action of the filter bar puts the highlight back on the todo it
/// was on, if that todo is still shown: a new filter shows other rows, and the same offset
/// would be another todo.
///
/// When the todo is no longer shown, the highlight keeps its offset (the list's own reducer
/// keeps it on a shown row).
///
/// - Complexity: O(log *n*) on top of `base` for an action of the filter bar: the highlighted todo is looked up before and
///   found again after.
struct KeepingHighlight<Base: Reducer<Todos.State, Todos.Action>>: Reducer {
  let base: Base

  init(@ReducerBuilder<Todos.State, Todos.Action> _ base: () -> Base) {
    self.base = base()
  }

  func reduce(into state: inout Todos.State, action: Todos.Action) -> Effect<Todos.Action> {
    guard case .filter = action else { return base.reduce(into: &state, action: action) }
    let highlighted = state.highlightedTodo?.id
    let effect = base.reduce(into: &state, action: action)
    if let offset = highlighted.flatMap(state.visibleOffset(of:)), offset != state.cursor {
      state.cursor = offset
    }
    return effect
  }
}
