import Synchronization

/// How a child reducer reaches its child's state inside the parent's.
///
/// A key path write through a computed property copies the value out and back in, which would
/// make copy-on-write duplicate the child's buffers on every child action (a whole 100,000-row
/// array for a one-row change). When the parent is `@ObservableState`, its fields are computed,
/// so this goes through the stored property behind the field instead, mutating in place, and
/// notifies the field's observers exactly as the field's own `_modify` accessor would: only
/// when the child's identity changed.
@usableFromInline
struct ChildStateAccess<Parent, Child> {
  @usableFromInline let keyPath: WritableKeyPath<Parent, Child>
  @usableFromInline let observedModify: ((inout Parent, (inout Child) -> Void) -> Void)?

  /// Finds how to reach the child. A body is evaluated for every action, so what is found is
  /// cached by key path: the casts and the storage lookup happen once per process.
  @usableFromInline
  init(_ keyPath: WritableKeyPath<Parent, Child>) {
    self.keyPath = keyPath
    self.observedModify = ChildStateAccessCache.modify(for: keyPath) {
      guard let observable = Parent.self as? any ObservableState.Type else { return nil }
      return Self.observedModify(observable, keyPath: keyPath)
    }
  }

  /// Runs `body` on the child's state where it lives.
  @inlinable
  func modify(_ state: inout Parent, _ body: (inout Child) -> Void) {
    if let observedModify {
      observedModify(&state, body)
    } else {
      body(&state[keyPath: keyPath])
    }
  }

  private static func observedModify<Observed: ObservableState>(
    _: Observed.Type, keyPath: WritableKeyPath<Parent, Child>
  ) -> ((inout Parent, (inout Child) -> Void) -> Void)? {
    guard
      let field = keyPath as? WritableKeyPath<Observed, Child>,
      let storage = Observed._$storage(of: field) as? WritableKeyPath<Observed, Child>
    else { return nil }
    let identity = RuntimeIdentity.of(Child.self)
    // One projection of the stored property per write, the identity read on either side of the
    // child's change, in place.
    let modify: (inout Observed, (inout Child) -> Void) -> Void = { state, body in
      var replaced = true
      func run(_ child: inout Child) {
        guard let identity else { return body(&child) }
        let before = identity(&child)
        body(&child)
        replaced = identity(&child) != before
      }
      run(&state[keyPath: storage])
      if replaced { state._$notify(field) }
    }
    // `Parent` is `Observed`: the cast above proved it.
    return unsafeBitCast(modify, to: ((inout Parent, (inout Child) -> Void) -> Void).self)
  }
}

/// The ways found to reach children through observable state's storage, by key path.
enum ChildStateAccessCache {
  private static let entries = Mutex<[UncheckedKey: Entry]>([:])

  private struct UncheckedKey: Hashable, @unchecked Sendable {  // NB: immutable key path
    let keyPath: AnyKeyPath
  }

  private struct Entry: @unchecked Sendable {  // NB: the closures capture key paths only
    let modify: Any?
  }

  static func modify<Parent, Child>(
    for keyPath: WritableKeyPath<Parent, Child>,
    build: () -> ((inout Parent, (inout Child) -> Void) -> Void)?
  ) -> ((inout Parent, (inout Child) -> Void) -> Void)? {
    let key = UncheckedKey(keyPath: keyPath)
    if let entry = entries.withLock({ $0[key] }) {
      return entry.modify as? (inout Parent, (inout Child) -> Void) -> Void
    }
    let modify = build()
    entries.withLock { $0[key] = Entry(modify: modify) }
    return modify
  }
}
