import ObserverRegistry

// What `@ObservableState`'s `_modify` and `set` accessors call: the identity of the field before
// the mutation, then whether its observers must hear of it. The value holding the field is not
// an argument: passed while the field is borrowed `inout`, it would be copied whole, twice per
// mutation (for a state of a hundred fields, ~700 instructions). It is passed apart from the
// write, to `notify(_:keyPath:)` or `willSet`/`didSet`, only when someone observes the field.

extension ObservationStateRegistrar {
  /// Starts an in-place mutation of a field with no identity of its own.
  @inlinable
  public func willModify<Member>(_ member: inout Member) -> _$NoIdentity {
    _$NoIdentity()
  }

  /// Ends an in-place mutation of a field with no identity: whether its observers must be told.
  @inlinable
  public func didModify<Member>(_ member: inout Member, _ oldIdentity: _$NoIdentity) -> Bool {
    registrar.isObserved
  }

  /// Starts an in-place mutation of a child state: remembers its identity, in the form
  /// `_$StateIdentity` holds for a state (its `_$id`, two plain words to keep and compare).
  @inlinable
  public func willModify<Member: ObservableState>(_ member: inout Member) -> ObservableStateID {
    member._$id
  }

  /// Ends an in-place mutation of a child state: its field's observers are told only if the
  /// child was replaced (its own fields told of changes made in place).
  @inlinable
  public func didModify<Member: ObservableState>(
    _ member: inout Member, _ oldIdentity: ObservableStateID
  ) -> Bool {
    registrar.isObserved && !member._$id.isSame(as: oldIdentity)
  }

  /// Starts an in-place mutation of another field with an identity (an optional child, an
  /// identified array, a stack, a presentation, an array of child states): remembers it.
  @inlinable
  public func willModify<Member: _$StateIdentifiable>(_ member: inout Member) -> _$StateIdentity {
    Member._$identity(of: &member)
  }

  /// Ends an in-place mutation of a field with an identity: its observers are told only if the
  /// value is not the same (a child's own fields told of what changed in place).
  @inlinable
  public func didModify<Member: _$StateIdentifiable>(
    _ member: inout Member, _ oldIdentity: _$StateIdentity
  ) -> Bool {
    registrar.isObserved && !Member._$identity(of: &member).isSame(as: oldIdentity)
  }

  /// Whether assigning `newValue` to `value` must be told to the field's observers: it has
  /// another identity than the value it replaces, and someone observes the field. The setter
  /// then writes between ``willSet(_:keyPath:)`` and ``didSet(_:keyPath:)``.
  @inlinable
  public func notifies<Value>(
    _ value: inout Value, replacedWith newValue: Value, _ isIdentityEqual: (Value, Value) -> Bool
  ) -> Bool {
    registrar.isObserved && !isIdentityEqual(value, newValue)
  }

  /// Tells the observers of `keyPath` that its field is about to be set.
  @inlinable
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(subject, keyPath: keyPath)
  }

  /// Tells the observers of `keyPath` that its field was set.
  @inlinable
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }
}
