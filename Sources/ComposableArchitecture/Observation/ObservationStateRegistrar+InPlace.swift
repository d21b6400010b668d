// What `@ObservableState`'s `_modify` and `set` accessors call: the identity of the field before
// the mutation, then whether its observers must hear of it. The value holding the field is not
// an argument: passed while the field is borrowed `inout`, it would be copied whole, twice per
// mutation (for a state of a hundred fields, ~700 instructions). It is passed apart from the
// write, to `notify(_:keyPath:)` or `willSet`/`didSet`, only when someone observes the field.

extension ObservationStateRegistrar {
  /// Starts an in-place mutation of a field with no identity of its own.
  @inlinable
  public func willModify<Member>(_ member: inout Member) -> _$StateIdentity {
    .unknown
  }

  /// Ends an in-place mutation of a field with no identity: whether its observers must be told.
  @inlinable
  public func didModify<Member>(_ member: inout Member, _ oldIdentity: _$StateIdentity) -> Bool {
    registrar.isObserved
  }

  /// Starts an in-place mutation of a field with an identity (a child state, an optional one, an
  /// identified array, a stack, a presentation, an array of child states): remembers it.
  @inlinable
  public func willModify<Member: _$StateIdentifiable>(_ member: inout Member) -> _$StateIdentity {
    Member._$identity(of: &member)
  }

  /// Ends an in-place mutation of a field with an identity: its observers are told only if the
  /// value was replaced (a child's own fields told of what changed in place).
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
