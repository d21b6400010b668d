extension StackState: Equatable where Element: Equatable {
  /// Equal when the same ids hold equal elements, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._ids == rhs._ids && lhs.elementsEqual(rhs)
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_ids)
    for element in self { hasher.combine(element) }
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes an array of elements, which get fresh ids.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements as an array; ids are not encoded.
  public func encode(to encoder: any Encoder) throws {
    try Array(self).encode(to: encoder)
  }
}

extension StackState: CustomStringConvertible {
  /// The elements, as an array prints them.
  public var description: String { Array(self).description }
}

extension StackState: CustomDebugStringConvertible {
  /// The elements with their ids, for debugging.
  public var debugDescription: String {
    let pairs = zip(_ids, self).map { "\($0.debugDescription): \(String(reflecting: $1))" }
    return "StackState<\(Element.self)>([\(pairs.joined(separator: ", "))])"
  }
}

extension StackState: CustomDumpReflectable {
  /// Dumps as a dictionary from ids to elements, in stack order: `#0: Path.State.detail(…)`.
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(zip(_ids, self)), displayStyle: .dictionary)
  }
}

/// A stack of observable states is identified, for observation, by its ids: pushing or popping
/// tells the stack's observers, changing an element in place tells only the element's.
extension StackState: _$StateIdentifiable where Element: ObservableState {
  /// The stack's ids, in order.
  @inlinable
  public static func _$identity(of value: inout Self) -> _$StateIdentity {
    _$StateIdentity(ids: value.ids)
  }
}
