/// The key under which cancellable effects are registered: the user's id, namespaced by the
/// navigation path of the feature that created the effect, so two rows (or two presentations)
/// using the same id never cancel each other's work.
///
/// The hash is computed once, when the key is made: the registry hashes a key on every insertion
/// and removal, and hashing a type-erased id costs a dynamic cast each time.
@usableFromInline
struct CancelID: Hashable, Sendable {
  let id: AnyHashableSendable
  let path: NavigationIDPath
  private let hash: Int

  @usableFromInline
  init(_ id: some Hashable & Sendable, path: NavigationIDPath = .current) {
    self.id = AnyHashableSendable(id)
    self.path = path
    var hasher = Hasher()
    hasher.combine(self.id)
    hasher.combine(path)
    self.hash = hasher.finalize()
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.id == rhs.id && lhs.path == rhs.path
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  // The stored hash is already SipHash's output: the registry's tables take it as it is rather
  // than hashing it again on every insertion and removal.
  @usableFromInline
  func _rawHashValue(seed: Int) -> Int {
    hash ^ seed
  }
}
