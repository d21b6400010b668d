/// Reads the id of an observable state whose static type a generic operator does not know, found
/// once by ``RuntimeIdentity/stateID(of:)``.
///
/// A class whose subclass is specialized for the state's type, called through its method table:
/// a closure made for one type and cast to another is called through two conversion thunks.
@usableFromInline
class StateIDReader<Value> {
  init() {}

  /// The id of `value`, read in place.
  @usableFromInline
  func callAsFunction(_ value: inout Value) -> ObservableStateID {
    preconditionFailure("StateIDReader is abstract: RuntimeIdentity.stateID(of:) makes readers")
  }
}

/// The reader of an observable state's id.
final class ObservableStateIDReader<State: ObservableState>: StateIDReader<State> {
  override func callAsFunction(_ value: inout State) -> ObservableStateID {
    value._$id
  }
}
