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

extension Array where Element: Equatable {
  /// Whether the two arrays hold the same elements, in order: the same buffer, or equal elements.
  /// How TCA compares the ids of two identified arrays or stacks, and so whether a child was
  /// added, removed or moved: O(1) when nothing was, as a row action keeps the ids' buffer.
  @inlinable
  func holdsSameElements(as other: Self) -> Bool {
    sharesStorage(with: other) || self == other
  }
}
