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

  /// Starts an in-place mutation of a child state: remembers its identity.
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
    member._$id != oldIdentity && registrar.isObserved
  }

  /// Starts an in-place mutation of an optional child state.
  @inlinable
  public func willModify<Wrapped: ObservableState>(
    _ member: inout Wrapped?
  ) -> ObservableStateID? {
    member?._$id
  }

  /// Ends an in-place mutation of an optional child state: told if it came, went or was replaced.
  @inlinable
  public func didModify<Wrapped: ObservableState>(
    _ member: inout Wrapped?, _ oldIdentity: ObservableStateID?
  ) -> Bool {
    member?._$id != oldIdentity && registrar.isObserved
  }

  /// Starts an in-place mutation of an identified array of child states.
  @inlinable
  public func willModify<ID: Hashable, Element: ObservableState>(
    _ member: inout IdentifiedArray<ID, Element>
  ) -> _$IdentifiedArrayIdentity<ID> {
    _$IdentifiedArrayIdentity(member)
  }

  /// Ends an in-place mutation of an identified array: told if rows came, went or moved.
  @inlinable
  public func didModify<ID: Hashable, Element: ObservableState>(
    _ member: inout IdentifiedArray<ID, Element>, _ oldIdentity: _$IdentifiedArrayIdentity<ID>
  ) -> Bool {
    _$IdentifiedArrayIdentity(member) != oldIdentity && registrar.isObserved
  }

  /// Starts an in-place mutation of a stack of child states.
  @inlinable
  public func willModify<Element: ObservableState>(
    _ member: inout StackState<Element>
  ) -> _$StackIdentity {
    _$StackIdentity(ids: member.ids)
  }

  /// Ends an in-place mutation of a stack: told if an element was pushed or popped, not if one
  /// changed in place.
  @inlinable
  public func didModify<Element: ObservableState>(
    _ member: inout StackState<Element>, _ oldIdentity: _$StackIdentity
  ) -> Bool {
    registrar.isObserved && _$StackIdentity(ids: member.ids) != oldIdentity
  }

  /// Starts an in-place mutation of a collection of child states (an array of them): remembers
  /// their ids, in order.
  ///
  /// - Complexity: O(*n*), as comparing the collection before and after is in TCA.
  @inlinable
  public func willModify<C: Collection>(_ member: inout C) -> [ObservableStateID]
  where C.Element: ObservableState {
    member.map(\._$id)
  }

  /// Ends an in-place mutation of a collection of child states: told if children came, went or
  /// moved, not if one changed in place.
  @inlinable
  public func didModify<C: Collection>(
    _ member: inout C, _ oldIdentity: [ObservableStateID]
  ) -> Bool where C.Element: ObservableState {
    registrar.isObserved && !member.elementsEqual(oldIdentity) { $0._$id == $1 }
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
