/// The identity of a value whose static type a generic operator does not know: a child
/// reducer's state, an optional child, a collection of children.
///
/// Found once per operator, when it is built; the closure it returns is then a plain call.
enum RuntimeIdentity {
  /// A function reading the identity of values of type `Value`, or nil if they have none.
  static func of<Value>(_: Value.Type) -> ((Value) -> AnyHashable)? {
    if let observable = Value.self as? any ObservableState.Type {
      return reader(observable, as: Value.self)
    }
    if let identified = Value.self as? any _IdentifiedObservableCollection.Type {
      return reader(identified, as: Value.self)
    }
    if let optional = Value.self as? any _OptionalObservableState.Type {
      return reader(optional, as: Value.self)
    }
    return nil
  }

  private static func reader<T: ObservableState, Value>(
    _: T.Type, as _: Value.Type
  ) -> (Value) -> AnyHashable {
    // `Value` is `T`: the cast above proved it.
    { unsafeBitCast($0, to: T.self)._$id }
  }

  private static func reader<T: _IdentifiedObservableCollection, Value>(
    _: T.Type, as _: Value.Type
  ) -> (Value) -> AnyHashable {
    { unsafeBitCast($0, to: T.self)._identity }
  }

  private static func reader<T: _OptionalObservableState, Value>(
    _: T.Type, as _: Value.Type
  ) -> (Value) -> AnyHashable {
    { unsafeBitCast($0, to: T.self)._identity }
  }
}

/// An optional child state, whose identity is its child's, or none.
protocol _OptionalObservableState {
  var _identity: AnyHashable { get }
}

extension Optional: _OptionalObservableState where Wrapped: ObservableState {
  var _identity: AnyHashable { AnyHashable(self?._$id) }
}

/// An identified array of child states, whose identity is its ids buffer.
protocol _IdentifiedObservableCollection {
  var _identity: AnyHashable { get }
}

extension IdentifiedArray: _IdentifiedObservableCollection where Element: ObservableState {
  var _identity: AnyHashable { AnyHashable(IDsIdentity(ids: ids)) }
}

/// Equal when two ids arrays share their buffer. Holding the array keeps the buffer alive, so
/// a new buffer can never reuse the old one's address while this is compared.
private struct IDsIdentity<ID: Hashable>: Hashable {
  let ids: [ID]

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.ids.sharesStorage(with: rhs.ids) }
  func hash(into hasher: inout Hasher) { hasher.combine(ids.count) }
}

extension PresentationState: _OptionalObservableState where State: ObservableState {
  var _identity: AnyHashable { AnyHashable(wrappedValue?._$id) }
}
