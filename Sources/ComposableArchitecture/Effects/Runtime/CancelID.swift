/// The key under which cancellable effects are registered: the user's id, namespaced by the
/// navigation path of the feature that created the effect, so two rows (or two presentations)
/// using the same id never cancel each other's work.
///
/// The hash is computed once, when the key is made: the registry hashes a key on every insertion
/// and removal, and hashing a type-erased id costs a dynamic cast each time.
@usableFromInline
struct CancelID: Hashable, Sendable {
  @usableFromInline let id: AnyHashableSendable
  @usableFromInline let path: NavigationIDPath
  @usableFromInline let hash: Int

  @inlinable
  init<ID: Hashable & Sendable>(_ id: ID, path: NavigationIDPath = .current) {
    self.id = AnyHashableSendable(id)
    self.path = path
    var hasher = Hasher()
    // An id hashes as its `AnyHashable` would, to agree with `==`; that is the id's own hash
    // unless its type has a custom `AnyHashable` (numbers, wrappers), and hashing it directly,
    // specialized for its type, costs no box and no dynamic dispatch.
    if id is any _HasCustomAnyHashableRepresentation {
      hasher.combine(self.id)
    } else {
      hasher.combine(id)
    }
    hasher.combine(path)
    self.hash = hasher.finalize()
  }

  /// The same id under another path. Hashed through the erased id, which hashes as the id
  /// itself does, so it equals the key the generic initializer makes for `path`.
  @usableFromInline
  init(_ id: AnyHashableSendable, path: NavigationIDPath) {
    self.id = id
    self.path = path
    var hasher = Hasher()
    hasher.combine(id)
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
