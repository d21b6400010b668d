extension Array {
  /// Whether the two arrays share one buffer: proof in O(1) that they hold the same elements.
  ///
  /// Two empty arrays count as sharing. A `false` means "cannot tell cheaply", not "different".
  @inlinable
  func sharesStorage(with other: Self) -> Bool {
    guard count == other.count else { return false }
    guard count > 0 else { return true }
    return span.isIdentical(to: other.span)
  }
}
