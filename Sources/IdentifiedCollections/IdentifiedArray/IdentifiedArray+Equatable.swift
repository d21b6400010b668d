extension IdentifiedArray: Equatable where Element: Equatable {
  /// Returns whether two arrays hold equal elements in the same order.
  ///
  /// The key paths are not compared: arrays are equal when their contents are.
  ///
  /// When one array is a copy of the other (or both are copies of one value) changed only in
  /// place since, just the elements written are compared: a state snapshot compared with the
  /// state an action made of it costs what the action changed, not the length of the list.
  /// Elements neither side wrote since the copy count as equal, as in an `Array` sharing its
  /// buffer.
  ///
  /// - Complexity: O(*k*) for a copy changed in place at *k* positions; otherwise O(*n*), where
  ///   *n* is the length of the arrays.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard let positions = lhs._positionsThatMayDiffer(from: rhs) else {
      return lhs._elements == rhs._elements
    }
    for position in positions where lhs._elements[position] != rhs._elements[position] {
      return false
    }
    return true
  }
}
