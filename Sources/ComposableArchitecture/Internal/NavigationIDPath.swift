/// Where in the feature tree a reducer is running: one component per `ifLet`, `forEach` or
/// presentation level between the root and the running reducer.
///
/// Child operators set it while their child runs, so that cancellation ids created by the child
/// are namespaced to that child, and so the operator can cancel every effect under a child whose
/// state went away.
@usableFromInline
struct NavigationIDPath: Hashable, Sendable {
  @usableFromInline
  var components: [AnyHashableSendable]

  @usableFromInline
  init(components: [AnyHashableSendable] = []) {
    self.components = components
  }

  @TaskLocal @usableFromInline static var current = NavigationIDPath()

  /// This path extended by one child.
  @usableFromInline
  func appending(_ component: some Hashable & Sendable) -> Self {
    Self(components: components + [AnyHashableSendable(component)])
  }

  /// Whether this path lies at or under `prefix`.
  func starts(with prefix: NavigationIDPath) -> Bool {
    components.starts(with: prefix.components)
  }
}
