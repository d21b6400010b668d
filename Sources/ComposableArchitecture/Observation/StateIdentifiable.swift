/// A value that can say whether it is still the same child after a change: what
/// ``_$StateIdentity`` is read from.
///
/// Every ``ObservableState`` is one, through a default that reads its `_$id`, so a hand-written
/// conformance needs nothing more. An observable state's identity is its `_$id`, as in TCA: where
/// the library knows a value is observable state (a scoped child, a root, a row) it compares
/// `_$id`s directly, so an observable state does not implement this requirement itself.
/// Optionals, identified arrays, stacks, presentations and arrays of observable states conform
/// too.
public protocol _$StateIdentifiable {
  /// The identity of `value`, read in place.
  static func _$identity(of value: inout Self) -> _$StateIdentity
}

extension Optional: _$StateIdentifiable where Wrapped: _$StateIdentifiable {
  /// The wrapped value's identity. A nil child is never provably the same as another value, nil
  /// included: TCA tells the observers of a nil child of every write to it.
  @inlinable
  public static func _$identity(of value: inout Self) -> _$StateIdentity {
    // A pattern, not `== nil`, so the value is not copied to be compared.
    if case .none = value { return .unknown }
    return Wrapped._$identity(of: &value!)
  }
}

extension Array: _$StateIdentifiable where Element: ObservableState {
  /// The children's ids, in order.
  ///
  /// - Complexity: O(*n*), as TCA compares arrays of observable states.
  @inlinable
  public static func _$identity(of value: inout Self) -> _$StateIdentity {
    _$StateIdentity(ids: value.map(\._$id))
  }
}

extension IdentifiedArray: _$StateIdentifiable where Element: ObservableState {
  /// The array's ids, in order: O(1) to compare while they keep their buffer.
  @inlinable
  public static func _$identity(of value: inout Self) -> _$StateIdentity {
    _$StateIdentity(ids: value.ids)
  }
}
