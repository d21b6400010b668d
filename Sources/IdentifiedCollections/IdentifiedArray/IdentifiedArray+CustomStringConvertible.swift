extension IdentifiedArray: CustomStringConvertible {
  /// The elements written like an array literal, e.g. `[Todo(id: 1), Todo(id: 2)]`.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the array.
  public var description: String {
    _elements.description
  }
}

extension IdentifiedArray: CustomDebugStringConvertible {
  /// The elements written like an array literal, prefixed with the type name and its element
  /// type, e.g. `IdentifiedArray<Int>([1, 2, 3])`.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the array.
  public var debugDescription: String {
    "IdentifiedArray<\(Element.self)>(\(_elements.debugDescription))"
  }
}

extension IdentifiedArray: CustomReflectable {
  /// A mirror that presents the array as a collection of its elements, so `dump` and
  /// Mirror-based printers show it like an `Array`.
  ///
  /// - Complexity: O(1); the children are read lazily.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}
