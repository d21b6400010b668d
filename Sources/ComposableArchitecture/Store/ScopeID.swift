/// What a child store is cached under in its parent: the paths it was scoped with, and the
/// element's id for a collection's element stores.
struct ScopeID: Hashable {
  let state: UncheckedKeyPath
  let action: UncheckedKeyPath
  let elementID: AnyHashable?

  init(state: AnyKeyPath, action: AnyKeyPath, elementID: AnyHashable? = nil) {
    self.state = UncheckedKeyPath(state)
    self.action = UncheckedKeyPath(action)
    self.elementID = elementID
  }
}

/// A key path compared by identity only.
struct UncheckedKeyPath: Hashable {
  let keyPath: AnyKeyPath
  init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}
