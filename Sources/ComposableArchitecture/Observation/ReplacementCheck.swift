/// Tells whether a change replaced a value (gave it another identity) rather than mutating it in
/// place: what decides whether the observers of the field holding it are notified.
///
/// An observable state is compared by its `ObservableStateID` alone; an optional or a collection
/// of observable states through ``RuntimeIdentity``; a value with no identity counts as replaced
/// by any change. The readers are found once, when the check is made.
@usableFromInline
struct ReplacementCheck<Value> {
  @usableFromInline let stateID: StateIDReader<Value>?
  @usableFromInline let identity: ((inout Value) -> RuntimeIdentity)?

  init() {
    stateID = RuntimeIdentity.stateID(of: Value.self)
    identity = stateID == nil ? RuntimeIdentity.of(Value.self) : nil
  }

  /// Runs `body` on `value` in place; `replaced` says whether it gave the value another identity.
  @inlinable
  func run<Result>(
    _ value: inout Value, replaced: inout Bool, _ body: (inout Value) -> Result
  ) -> Result {
    if let before = stateID?(&value) {
      let result = body(&value)
      replaced = stateID?(&value) != before
      return result
    }
    if let identity {
      let before = identity(&value)
      let result = body(&value)
      replaced = identity(&value) != before
      return result
    }
    replaced = true
    return body(&value)
  }
}
