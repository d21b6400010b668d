/// What a child store is cached under in its parent: the paths it was scoped with, and the
/// element's id for a collection's element stores.
///
/// Key paths compare by value, so a path written again at each scope (`store.scope(state:
/// \.child, action: \.child)` in a view's body) finds the store cached the first time.
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
  let elementID: AnyHashable?

  init(state: AnyKeyPath, action: AnyKeyPath, elementID: AnyHashable? = nil) {
    self.state = state
    self.action = action
    self.elementID = elementID
  }
}
