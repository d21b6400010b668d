/// The identity of a value whose static type a generic operator does not know: an optional
/// child, a collection of children. (An observable state's identity is its id: ``stateID(of:)``.)
///
/// Found once per operator, when it is built; the closure it returns is then a plain call. It
/// takes the value `inout` so that the operator reads it where it lives, without a copy.
@usableFromInline
enum RuntimeIdentity: Equatable {
  /// An optional observable state's identity, or nil.
  case optional(ObservableStateID?)
  /// A collection's identity.
  case collection(AnyHashable)

  /// A function reading the identity of values of type `Value`, an optional or a collection of
  /// observable states, or nil if they have none.
  static func of<Value>(_: Value.Type) -> ((inout Value) -> RuntimeIdentity)? {
    if let identified = Value.self as? any _IdentifiedObservableCollection.Type {
      return reader(identified, as: Value.self)
    }
    if let optional = Value.self as? any _OptionalObservableState.Type {
      return reader(optional, as: Value.self)
    }
    return nil
  }

  /// A function reading the id of an observable state of type `Value`, or nil if `Value` is not
  /// an observable state.
  @usableFromInline
  static func stateID<Value>(of _: Value.Type) -> StateIDReader<Value>? {
    guard let observable = Value.self as? any ObservableState.Type else { return nil }
    return idReader(observable, as: Value.self)
  }

  private static func idReader<T: ObservableState, Value>(
    _: T.Type, as _: Value.Type
  ) -> StateIDReader<Value> {
    // `Value` is `T`: the cast that chose this reader proved it, so this cast succeeds.
    ObservableStateIDReader<T>() as! StateIDReader<Value>
  }

  // `Value` is `T` in each of these: the cast that chose the reader proved it, so the reader
  // written for `T` is the reader for `Value`, and the downcast succeeds.

  private static func reader<T: _IdentifiedObservableCollection, Value>(
    _: T.Type, as _: Value.Type
  ) -> (inout Value) -> RuntimeIdentity {
    let reader = CollectionIdentityReader<T>() as! RuntimeIdentityReader<Value>
    return { reader(&$0) }
  }

  private static func reader<T: _OptionalObservableState, Value>(
    _: T.Type, as _: Value.Type
  ) -> (inout Value) -> RuntimeIdentity {
    let reader = OptionalIdentityReader<T>() as! RuntimeIdentityReader<Value>
    return { reader(&$0) }
  }
}

protocol _OptionalObservableState {
  var _identity: ObservableStateID? { get }
}

extension Optional: _OptionalObservableState where Wrapped: ObservableState {
  var _identity: ObservableStateID? { self?._$id }
}

/// A collection of child states: an identified array, whose identity is its ids buffer (holding
/// the ids keeps their buffer alive, so a new buffer can never reuse the old one's address while
/// identities are compared), a stack (`StackState+Conformances.swift`), or an array, whose
/// identity is its children's ids.
protocol _IdentifiedObservableCollection {
  mutating func _identity() -> AnyHashable
}

extension IdentifiedArray: _IdentifiedObservableCollection where Element: ObservableState {
  func _identity() -> AnyHashable { AnyHashable(_$IdentifiedArrayIdentity(self)) }
}

// An array of child states is the same collection while its children's ids are the same, in
// the same order, as TCA's `_$isIdentityEqual` has it: a child changed in place leaves the
// field's readers asleep. Reading the ids is O(n) per child action, as it is in TCA.

extension Array: _IdentifiedObservableCollection where Element: ObservableState {
  func _identity() -> AnyHashable { AnyHashable(map(\._$id)) }
}

extension PresentationState: _OptionalObservableState where State: ObservableState {
  var _identity: ObservableStateID? { wrappedValue?._$id }
}
