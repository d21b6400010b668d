/// Reads the identity of values whose static type a generic operator does not know: found once,
/// by ``of(_:)``, when the operator is made.
///
/// A class whose subclass is specialized for the value's type, reached through its method table:
/// a closure written for one type and cast to another is called through two conversion thunks.
/// This base class reads the identity of a value that has none.
@usableFromInline
class StateIdentityReader<Value> {
  /// Whether values of this type have an identity: if not, every change to one is told.
  @usableFromInline let hasIdentity: Bool
  /// Whether values of this type are observable states, whose identity ``stateID(_:)`` reads
  /// in its state form: two plain words, where an identity value may hold a reference and costs
  /// an outlined copy and destruction each time one is read.
  @usableFromInline let identifiesByStateID: Bool

  init(hasIdentity: Bool, identifiesByStateID: Bool) {
    self.hasIdentity = hasIdentity
    self.identifiesByStateID = identifiesByStateID
  }

  /// The identity of `value`, read in place.
  @usableFromInline
  func callAsFunction(_ value: inout Value) -> _$StateIdentity {
    .unknown
  }

  /// The `_$id` of `value`, read in place, if its identity has one: directly for an observable
  /// state (``identifiesByStateID``), from its identity otherwise.
  @usableFromInline
  func stateID(_ value: inout Value) -> ObservableStateID? {
    nil
  }

  /// The reader for values of type `Value`.
  @usableFromInline
  static func of(_: Value.Type) -> StateIdentityReader<Value> {
    if let observable = Value.self as? any ObservableState.Type {
      return reader(observable)
    }
    guard let identifiable = Value.self as? any _$StateIdentifiable.Type else {
      return StateIdentityReader(hasIdentity: false, identifiesByStateID: false)
    }
    return reader(identifiable)
  }

  // `Value` is `T` in both: the cast that chose the reader proved it, so the downcast succeeds.

  private static func reader<T: _$StateIdentifiable>(_: T.Type) -> StateIdentityReader<Value> {
    IdentifiableStateReader<T>() as! StateIdentityReader<Value>
  }

  private static func reader<T: ObservableState>(_: T.Type) -> StateIdentityReader<Value> {
    ObservableStateReader<T>() as! StateIdentityReader<Value>
  }
}

/// The reader of a type that has an identity.
final class IdentifiableStateReader<State: _$StateIdentifiable>: StateIdentityReader<State> {
  init() {
    super.init(hasIdentity: true, identifiesByStateID: false)
  }

  override func callAsFunction(_ value: inout State) -> _$StateIdentity {
    State._$identity(of: &value)
  }

  override func stateID(_ value: inout State) -> ObservableStateID? {
    State._$identity(of: &value).stateID
  }
}

/// The reader of an observable state, whose identity is its `_$id`.
final class ObservableStateReader<State: ObservableState>: StateIdentityReader<State> {
  init() {
    super.init(hasIdentity: true, identifiesByStateID: true)
  }

  override func callAsFunction(_ value: inout State) -> _$StateIdentity {
    State._$identity(of: &value)
  }

  override func stateID(_ value: inout State) -> ObservableStateID? {
    value._$id
  }
}
