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

/// The buffer an array's elements live in, and their count: equal for two arrays that share
/// their storage, as ``Swift/Array/sharesStorage(with:)`` tells. All empty arrays are equal.
@usableFromInline
struct ArrayStorageIdentity: Equatable {
  @usableFromInline let address: UInt
  @usableFromInline let count: Int

  @inlinable
  init(address: UInt, count: Int) {
    self.address = address
    self.count = count
  }
}

extension Array {
  /// The identity of this array's storage.
  @inlinable
  var storageIdentity: ArrayStorageIdentity {
    guard !isEmpty else { return ArrayStorageIdentity(address: 0, count: 0) }
    let address = withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    return ArrayStorageIdentity(address: address, count: count)
  }
}
