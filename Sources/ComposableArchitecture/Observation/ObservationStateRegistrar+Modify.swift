import Observation
import ObserverRegistry

/// What `@ObservableState`'s `_modify` accessors remember of a field with no identity before an
/// in-place mutation: nothing, so that a field of plain data keeps nothing and compares nothing.
public struct _$NoIdentity: Sendable {
  @usableFromInline init() {}
}

extension ObservationStateRegistrar {
  /// Starts an in-place mutation of a field with no identity of its own.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$NoIdentity {
    _$NoIdentity()
  }

  /// Ends an in-place mutation of a field with no identity: its observers are notified.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldIdentity: _$NoIdentity
  ) {
    announce(subject, keyPath)
  }

  /// Starts an in-place mutation of a field with an identity: remembers it.
  @inlinable
  public func willModify<Subject: Observable, Member: _$StateIdentifiable>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$StateIdentity {
    Member._$identity(of: &member)
  }

  /// Ends an in-place mutation of a field with an identity: the field's observers are notified
  /// only if the value was replaced; a child's own fields notified theirs of what changed in it.
  @inlinable
  public func didModify<Subject: Observable, Member: _$StateIdentifiable>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldIdentity: _$StateIdentity
  ) {
    if !Member._$identity(of: &member).isSame(as: oldIdentity) { announce(subject, keyPath) }
  }
}

// TCA's comparisons, with TCA's signatures, for the code that calls them: `@Presents`'s accessors
// and hand-written `ObservableState` conformances. Each asks the one identity.

/// Whether two values of a field have the same identity, so assigning one over the other needs
/// no notification of the field itself. Found at run time, as TCA does, for a value whose type
/// says nothing at the call (a generic field): a value with no identity never has the same.
@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  guard !_isPOD(T.self), let identifiable = T.self as? any _$StateIdentifiable.Type else {
    return false
  }
  func isSame<State: _$StateIdentifiable>(_: State.Type) -> Bool {
    // `T` is `State`: the cast above proved it.
    guard var lhs = lhs as? State, var rhs = rhs as? State else { return false }
    return State._$identity(of: &lhs).isSame(as: State._$identity(of: &rhs))
  }
  return isSame(identifiable)
}

/// Whether two strings have the same identity: never, as for any value without one. Spares a
/// string the run-time look-up of the generic comparison.
@inlinable
public func _$isIdentityEqual(_ lhs: String, _ rhs: String) -> Bool {
  false
}

/// Whether two child states are the same value, however mutated.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  // The ids themselves, as `_$identity(of:)` reads them: a copy of each state to read it in
  // place would retain every reference it holds.
  _$StateIdentity(lhs._$id).isSame(as: _$StateIdentity(rhs._$id))
}

/// Whether two identified arrays of child states hold the same rows, in the same order: their
/// ids buffers are the same, or their ids are equal.
@inlinable
public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  isSameIdentity(lhs, rhs)
}

/// Whether two presentations show the same child, or both nothing.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  isSameIdentity(lhs, rhs)
}

/// Whether two stacks of child states hold the same children: their ids buffers are the same,
/// or their ids are equal (nothing pushed or popped).
@inlinable
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: StackState<T>, _ rhs: StackState<T>
) -> Bool {
  isSameIdentity(lhs, rhs)
}

/// Whether two collections of child states hold the same children, in the same order.
///
/// - Complexity: O(*n*).
@inlinable
public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { _$isIdentityEqual($0, $1) }
}

/// Whether `lhs` and `rhs` have the same identity.
@inlinable
func isSameIdentity<State: _$StateIdentifiable>(_ lhs: State, _ rhs: State) -> Bool {
  var lhs = lhs
  var rhs = rhs
  return State._$identity(of: &lhs).isSame(as: State._$identity(of: &rhs))
}

/// TCA's spelling of "a value is about to be modified": nothing for a value without a registrar.
@inlinable
public func _$willModify<T>(_: inout T) {}

/// TCA's spelling of "a child state is about to be modified": its own `_$willModify()`.
@inlinable
public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}
