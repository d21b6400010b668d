import Locking
import PlainPaths
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
  // What the cached plan found, copied in: the fields of a value the reducer owns are read in
  // place, where a class's fields would be retained around every use. The closures are never
  // optional for the same reason (binding an optional closure copies it).
  @usableFromInline let keyPath: WritableKeyPath<Parent, Child>
  /// The stored property behind an observable parent's field, or `keyPath` itself.
  @usableFromInline let storage: WritableKeyPath<Parent, Child>
  /// Tells the field's observers that the child was replaced; does nothing if unobserved.
  @usableFromInline let notify: (inout Parent) -> Void
  /// The child's identity, read before and after a write to tell a replaced child: by code made
  /// in the client's module where the child's type is known to have one, or else by the reader
  /// the plan found at run time.
  @usableFromInline let identity: (inout Child) -> _$StateIdentity
  /// An observable child's `_$id`, read by code made for its type: its identity in the form
  /// `_$StateIdentity` holds for a state, compared as two plain words. An identity value may
  /// hold a reference, so each one read costs an outlined copy and destruction: about 4 ns a
  /// level on `send-depth` (record 0012).
  @usableFromInline let stateID: (inout Child) -> ObservableStateID
  /// `storage` by its offset, when it is a stored property laid out inline.
  @usableFromInline let storedProperty: _UnsafeStoredProperty<Parent, Child>?
  /// Whether the parent is observable: a replaced child notifies the field's observers.
  @usableFromInline let isObserved: Bool
  /// Whether the child's identity is read by `stateID`; if not, by `identity`.
  // Kept last: placed before `storedProperty` it changed which field gives the struct its spare
  // values, and a cached optional body's case was then read from a copy of the whole body, on
  // every level of every action (record 0012).
  @usableFromInline let identifiesByStateID: Bool

  /// Finds how to reach the child. A body may be evaluated for every action, so the plan is
  /// cached by key path: the casts and the storage lookup happen once per process.
  @usableFromInline
  init(_ keyPath: WritableKeyPath<Parent, Child>) {
    let plan = ChildStateAccessCache.plan(for: keyPath)
    let reader = plan.identity
    self.init(
      keyPath, plan: plan, identity: { reader(&$0) }, stateID: { _ in ._$inert },
      identifiesByStateID: false
    )
  }

  /// The access to a child with an identity (an optional child, a presentation, a stack), read
  /// by code specialized for it.
  @inlinable
  init(_ keyPath: WritableKeyPath<Parent, Child>) where Child: _$StateIdentifiable {
    self.init(
      keyPath, identity: { Child._$identity(of: &$0) }, stateID: { _ in ._$inert },
      identifiesByStateID: false
    )
  }

  /// The access to an observable child, whose identity is its `_$id`, read by code specialized
  /// for it.
  @inlinable
  init(_ keyPath: WritableKeyPath<Parent, Child>) where Child: ObservableState {
    self.init(
      keyPath, identity: { Child._$identity(of: &$0) }, stateID: { $0._$id },
      identifiesByStateID: true
    )
  }

  /// The access `forEach` writes one row through. Its array's identity is not read: the row is
  /// written in place through the array's positional subscript, which never writes the ids (and
  /// stops the program if the row's id changes), so the ids the identity is made of are the same
  /// before and after. A row replaced by another value, or any change to a row with no identity,
  /// is told through the body's `replacedPart`.
  @inlinable
  init<ID: Hashable, Element>(rowsOf keyPath: WritableKeyPath<Parent, Child>)
  where Child == IdentifiedArray<ID, Element> {
    self.init(
      keyPath, identity: { _ in .absent }, stateID: { _ in ._$inert }, identifiesByStateID: true
    )
  }

  // Never an optional closure: one would be stored at its most general abstraction, and each
  // call would go through two conversion thunks.
  @usableFromInline
  init(
    _ keyPath: WritableKeyPath<Parent, Child>,
    identity: @escaping (inout Child) -> _$StateIdentity,
    stateID: @escaping (inout Child) -> ObservableStateID,
    identifiesByStateID: Bool
  ) {
    self.init(
      keyPath, plan: ChildStateAccessCache.plan(for: keyPath), identity: identity,
      stateID: stateID, identifiesByStateID: identifiesByStateID
    )
  }

  private init(
    _ keyPath: WritableKeyPath<Parent, Child>,
    plan: ChildStateAccessPlan<Parent, Child>,
    identity: @escaping (inout Child) -> _$StateIdentity,
    stateID: @escaping (inout Child) -> ObservableStateID,
    identifiesByStateID: Bool
  ) {
    self.keyPath = keyPath
    self.storage = plan.storage ?? keyPath
    self.isObserved = plan.storage != nil
    self.notify = plan.notify
    self.identity = identity
    self.identifiesByStateID = identifiesByStateID
    self.stateID = stateID
    self.storedProperty = plan.storedProperty
  }

  /// The key path to read the child through: the stored property behind an observable parent's
  /// field, which the runtime projects without calling the field's accessors.
  @inlinable
  var readKeyPath: KeyPath<Parent, Child> {
    storage
  }

  /// Runs `body` on the child's state where it lives, to read it or to write what no reader
  /// sees (a reducer's own records): no check of its identity, and no observer told.
  @inlinable
  func project<Result>(_ state: inout Parent, _ body: (inout Child) -> Result) -> Result {
    // The plain twin reaches the stored property by its key path. Through the field's own
    // accessor, a read would tell the field's observers of a change (a field whose value has no
    // identity notifies on every `_modify`), which TCA, reading through the getter, never does.
    if PlainPaths.areTaken(for: .childWrites) { return body(&state[keyPath: storage]) }
    if let storedProperty { return storedProperty.modify(&state, body) }
    return body(&state[keyPath: storage])
  }

  /// Runs `body` on the child's state where it lives, and returns what `body` returns.
  ///
  /// Inlined into the reducer that owns it, so the write is specialized code: one projection of
  /// the stored property, the child's identity read on either side of `body`. Returning the
  /// result (a child's effect) spares the caller a captured variable assigned through a closure.
  @inlinable
  func modify<Result>(_ state: inout Parent, _ body: (inout Child) -> Result) -> Result {
    // The plain twin: the field's own accessor notifies, as TCA's does.
    if PlainPaths.areTaken(for: .childWrites) { return body(&state[keyPath: keyPath]) }
    guard isObserved else { return project(&state, body) }
    var replaced = false
    let result = project(&state) { run(&$0, &replaced, body) }
    if replaced { notify(&state) }
    return result
  }

  /// Runs `body` on the child; `replaced` says whether it is not the same child after it.
  @inlinable
  func run<Result>(
    _ child: inout Child, _ replaced: inout Bool, _ body: (inout Child) -> Result
  ) -> Result {
    if identifiesByStateID {
      let before = stateID(&child)
      let result = body(&child)
      replaced = !stateID(&child).isSame(as: before)
      return result
    }
    return Self.run(&child, identifiedBy: identity, &replaced, body)
  }

  /// ``run(_:_:_:)`` for a child read through its general identity: out of line, so that the
  /// observable child's path, taken by every level of the usual tree, stays small enough to
  /// inline its body.
  @inlinable
  @inline(never)
  static func run<Result>(
    _ child: inout Child,
    identifiedBy identity: (inout Child) -> _$StateIdentity,
    _ replaced: inout Bool,
    _ body: (inout Child) -> Result
  ) -> Result {
    let before = identity(&child)
    let result = body(&child)
    replaced = !identity(&child).isSame(as: before)
    return result
  }

  /// As ``modify(_:_:)``, for a body that can tell it replaced a part of the child that the
  /// child's own identity does not show (a row of an identified array, given another value by
  /// its reducer): it sets its second argument, and the field's observers are notified too.
  @inlinable
  func modify<Result>(
    _ state: inout Parent, _ body: (inout Child, _ replacedPart: inout Bool) -> Result
  ) -> Result {
    var replacedPart = false
    if PlainPaths.areTaken(for: .childWrites) {
      let result = body(&state[keyPath: keyPath], &replacedPart)
      if replacedPart { notify(&state) }
      return result
    }
    guard isObserved else { return project(&state) { body(&$0, &replacedPart) } }
    var replaced = false
    let result = project(&state) { run(&$0, &replaced) { body(&$0, &replacedPart) } }
    if replaced || replacedPart { notify(&state) }
    return result
  }
}

/// What ``ChildStateAccess`` finds for one key path, once per process: the stored property behind
/// an observable parent's field, how to read the child's identity, and how to notify the field.
@usableFromInline
final class ChildStateAccessPlan<Parent, Child>: @unchecked Sendable {  // NB: immutable
  /// The stored property behind the field, or nil to write through the key path itself.
  let storage: WritableKeyPath<Parent, Child>?
  /// Reads the child's identity, for an access whose child's type says nothing statically.
  let identity = StateIdentityReader.of(Child.self)
  /// The stored property written, by its offset, when it is laid out inline.
  let storedProperty: _UnsafeStoredProperty<Parent, Child>?
  /// Tells the field's observers that the child was replaced; does nothing without `storage`.
  let notify: (inout Parent) -> Void

  init(_ keyPath: WritableKeyPath<Parent, Child>) {
    guard
      let observable = Parent.self as? any ObservableState.Type,
      let (storage, notify) = Self.storageAndNotify(observable, keyPath: keyPath)
    else {
      (self.storage, self.notify) = (nil, { _ in })
      self.storedProperty = _UnsafeStoredProperty(keyPath)
      return
    }
    self.storage = storage
    self.notify = notify
    self.storedProperty = _UnsafeStoredProperty(storage)
  }

  private static func storageAndNotify<Observed: ObservableState>(
    _: Observed.Type, keyPath: WritableKeyPath<Parent, Child>
  ) -> (WritableKeyPath<Parent, Child>, (inout Parent) -> Void)? {
    guard
      let field = keyPath as? WritableKeyPath<Observed, Child>,
      let storage = Observed._$storage(of: field)?.keyPath as? WritableKeyPath<Parent, Child>
    else { return nil }
    // `Parent` is `Observed` (the cast above proved it), and notifying only reads the value: the
    // closure casts a copy. It runs only when a child was replaced, so the cast costs nothing on
    // the path of an ordinary action.
    let notify: (inout Parent) -> Void = { parent in
      (parent as? Observed)?._$notify(field)
    }
    return (storage, notify)
  }
}

enum ChildStateAccessCache {
  private static let entries = Lock<[UncheckedKey: AnyObject]>([:])

  private struct UncheckedKey: Hashable, @unchecked Sendable {  // NB: immutable key path
    let keyPath: AnyKeyPath
  }

  static func plan<Parent, Child>(
    for keyPath: WritableKeyPath<Parent, Child>
  ) -> ChildStateAccessPlan<Parent, Child> {
    let key = UncheckedKey(keyPath: keyPath)
    // Equal key paths have equal root and value types: the entry is a plan of this type.
    if let entry = entries.withLock({ $0[key] }) as? ChildStateAccessPlan<Parent, Child> {
      return entry
    }
    // Made outside the lock, kept only if no other thread stored one first: every caller gets the
    // one plan stored.
    let plan = ChildStateAccessPlan(keyPath)
    return entries.withLock { entries in
      if let stored = entries[key] as? ChildStateAccessPlan<Parent, Child> { return stored }
      entries[key] = plan
      return plan
    }
  }
}
