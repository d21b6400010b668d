extension IdentifiedArray: Equatable where Element: Equatable {
  /// Returns whether two arrays hold equal elements in the same order.
  ///
  /// The key paths are not compared: arrays are equal when their contents are.
  ///
  /// - Complexity: O(1) when both share storage; otherwise O(*n*), where *n* is the length of
  ///   the arrays.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}
