extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order, consistently with `==`.
  ///
  /// - Parameter hasher: The hasher to feed.
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_elements.count)
    for element in _elements {
      hasher.combine(element)
    }
  }
}
