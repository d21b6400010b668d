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

  init(hasIdentity: Bool) {
    self.hasIdentity = hasIdentity
  }

  /// The identity of `value`, read in place.
  @usableFromInline
  func callAsFunction(_ value: inout Value) -> _$StateIdentity {
    .unknown
  }

  /// The reader for values of type `Value`.
  @usableFromInline
  static func of(_: Value.Type) -> StateIdentityReader<Value> {
    guard let identifiable = Value.self as? any _$StateIdentifiable.Type else {
      return StateIdentityReader(hasIdentity: false)
    }
    return reader(identifiable)
  }

  private static func reader<T: _$StateIdentifiable>(_: T.Type) -> StateIdentityReader<Value> {
    // `Value` is `T`: the cast that chose this reader proved it, so this cast succeeds.
    IdentifiableStateReader<T>() as! StateIdentityReader<Value>
  }
}

/// The reader of a type that has an identity.
final class IdentifiableStateReader<State: _$StateIdentifiable>: StateIdentityReader<State> {
  init() {
    super.init(hasIdentity: true)
  }

  override func callAsFunction(_ value: inout State) -> _$StateIdentity {
    State._$identity(of: &value)
  }
}
