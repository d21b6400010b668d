/// The key under which cancellable effects are registered: the user's id, namespaced by the
/// navigation path of the feature that created the effect, so two rows (or two presentations)
/// using the same id never cancel each other's work.
@usableFromInline
struct CancelID: Hashable, Sendable {
  let id: AnyHashableSendable
  let path: NavigationIDPath

  @usableFromInline
  init(_ id: some Hashable & Sendable, path: NavigationIDPath = .current) {
    self.id = AnyHashableSendable(id)
    self.path = path
  }
}
