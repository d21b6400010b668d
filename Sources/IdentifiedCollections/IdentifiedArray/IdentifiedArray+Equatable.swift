extension IdentifiedArray: Equatable where Element: Equatable {
  /// Returns whether two arrays hold equal elements in the same order.
  ///
  /// The key paths are not compared: arrays are equal when their contents are. The elements are
  /// compared as two `Array`s are: equal at once when both share one buffer (neither was written
  /// since one was copied from the other), otherwise pair by pair with the element's `==`. So an
  /// element that is not equal to itself (`.nan`) makes two separately written copies unequal,
  /// even where neither wrote it, as in Point-Free's identified arrays.
  ///
  /// - Complexity: O(1) when the arrays share their elements' buffer; otherwise O(*n*), where
  ///   *n* is the length of the arrays.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}
