/// Reads the identity of an optional or a collection of observable states whose static type a
/// generic operator does not know, found once by ``RuntimeIdentity/of(_:)``.
///
/// As ``StateIDReader``: a class whose subclass is specialized for the value's type, reached
/// through a checked downcast once, instead of a closure written for one type and cast to
/// another.
class RuntimeIdentityReader<Value> {
  init() {}

  /// The identity of `value`, read in place.
  func callAsFunction(_ value: inout Value) -> RuntimeIdentity {
    preconditionFailure("RuntimeIdentityReader is abstract: RuntimeIdentity.of(_:) makes readers")
  }
}

/// The reader of a collection of observable states' identity.
final class CollectionIdentityReader<Collection: _IdentifiedObservableCollection>:
  RuntimeIdentityReader<Collection>
{
  override func callAsFunction(_ value: inout Collection) -> RuntimeIdentity {
    .collection(value._identity())
  }
}

/// The reader of an optional observable state's identity.
final class OptionalIdentityReader<Wrapped: _OptionalObservableState>:
  RuntimeIdentityReader<Wrapped>
{
  override func callAsFunction(_ value: inout Wrapped) -> RuntimeIdentity {
    .optional(value._identity)
  }
}
