import Observation

/// What `@ObservableState`'s `_modify` accessors remember of a field before an in-place
/// mutation, so they can tell afterwards whether its identity changed.
///
/// Only the identity is kept, never a copy of the value: a copy held across the mutation would
/// make copy-on-write duplicate every buffer the mutation touches (a 100,000-row array for a
/// one-row change).
public struct _$NoIdentity: Sendable {
  @usableFromInline init() {}
}

/// The identity of an identified array of observable state: its ids, in order. Mutating or
/// replacing an element keeps them, so a row change does not wake the array's observers; adding,
/// removing or moving a row changes them. As in TCA, the buffers are compared first and the ids
/// only when the buffers differ, so a row action, which keeps the buffer, costs O(1).
///
/// A row replaced by another value is the business of whoever shows it: `forEach` notifies the
/// array when a row's own reducer replaces it, and the store of a row refreshes its observers
/// when the row it shows was replaced (``ElementReplacementWatch``).
public struct _$IdentifiedArrayIdentity<ID: Hashable>: Hashable {
  @usableFromInline let ids: [ID]

  @inlinable
  init<Element>(_ array: IdentifiedArray<ID, Element>) {
    self.ids = array.ids
  }

  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids.holdsSameElements(as: rhs.ids)
  }

  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids.count)
  }
}

/// The identity of a stack of observable states: its ids, which pushing or popping changes and
/// changing an element in place keeps. Holding the ids keeps their buffer alive, so its address
/// cannot be reused while the identities are compared.
public struct _$StackIdentity: Hashable, Sendable {
  @usableFromInline let ids: [StackElementID]

  @inlinable
  init(ids: [StackElementID]) {
    self.ids = ids
  }

  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids.holdsSameElements(as: rhs.ids)
  }

  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids.count)
  }
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

  /// Starts an in-place mutation of a child state: remembers its identity.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>, _ member: inout Member
  ) -> ObservableStateID {
    member._$id
  }

  /// Ends an in-place mutation of a child state: the field's observers are notified only if the
  /// child was replaced; its own fields notified their observers of what changed in it.
  @inlinable
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldIdentity: ObservableStateID
  ) {
    if member._$id != oldIdentity { announce(subject, keyPath) }
  }

  /// Starts an in-place mutation of an optional child state.
  @inlinable
  public func willModify<Subject: Observable, Wrapped: ObservableState>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Wrapped?>,
    _ member: inout Wrapped?
  ) -> ObservableStateID? {
    member?._$id
  }

  /// Ends an in-place mutation of an optional child state: notifies when the child appeared,
  /// went away or was replaced.
  @inlinable
  public func didModify<Subject: Observable, Wrapped: ObservableState>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Wrapped?>,
    _ member: inout Wrapped?,
    _ oldIdentity: ObservableStateID?
  ) {
    if member?._$id != oldIdentity { announce(subject, keyPath) }
  }

  /// Starts an in-place mutation of an identified array of child states.
  @inlinable
  public func willModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: @autoclosure () -> KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>
  ) -> _$IdentifiedArrayIdentity<ID> {
    _$IdentifiedArrayIdentity(member)
  }

  /// Ends an in-place mutation of an identified array of child states: notifies only when
  /// elements were added, removed or moved. A change inside one element wakes only the
  /// observers of what changed in that element.
  ///
  /// - Complexity: O(1) when no element was added, removed or moved.
  @inlinable
  public func didModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: @autoclosure () -> KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>,
    _ oldIdentity: _$IdentifiedArrayIdentity<ID>
  ) {
    if _$IdentifiedArrayIdentity(member) != oldIdentity { announce(subject, keyPath) }
  }
}

/// Whether two values of a field have the same identity, so assigning one over the other needs
/// no notification of the field itself. Values without an identity never do.
@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  false
}

/// Whether two child states are the same value, however mutated.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Whether two optional child states are both nil or the same value.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Whether two identified arrays of child states hold the same rows, in the same order: their
/// ids buffers are the same, or their ids are equal.
@inlinable
public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids.holdsSameElements(as: rhs.ids)
}

/// Whether two presentations show the same child, or both nothing.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

/// Whether two stacks of child states hold the same children: their ids buffers are the same,
/// or their ids are equal (nothing pushed or popped).
@inlinable
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: StackState<T>, _ rhs: StackState<T>
) -> Bool {
  lhs.ids.holdsSameElements(as: rhs.ids)
}

/// Whether two collections of child states hold the same children, in the same order.
///
/// - Complexity: O(*n*).
@inlinable
public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.elementsEqual(rhs) { $0._$id == $1._$id }
}
