extension IdentifiedArray: RandomAccessCollection {
  /// The position of the first element: always `0`.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  public var startIndex: Int { 0 }

  /// The position one past the last element: always ``count``.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  public var endIndex: Int { _elements.count }

  /// The number of elements.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  public var count: Int { _elements.count }

  /// Whether the array has no elements.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  public var isEmpty: Bool { _elements.isEmpty }

  /// The position after `i`.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  public func index(after i: Int) -> Int { i + 1 }

  /// The position before `i`.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  public func index(before i: Int) -> Int { i - 1 }

  /// Calls `body` with the elements' contiguous storage, read-only.
  ///
  /// - Complexity: O(1) plus the cost of `body`.
  @inlinable
  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    try _elements.withUnsafeBufferPointer(body)
  }

  /// Returns the elements that satisfy `isIncluded`, in order, as an identified array with the
  /// same key path.
  ///
  /// ```swift
  /// let open = todos.filter { !$0.isDone }  // IdentifiedArrayOf<Todo>
  /// ```
  ///
  /// - Parameter isIncluded: Returns whether an element belongs in the result.
  /// - Returns: An identified array of the included elements.
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = Self(id: id, _id: _id, ids: [], elements: [], offsets: [:])
    for offset in _elements.indices where try isIncluded(_elements[offset]) {
      result._appendUnchecked(_elements[offset], id: _ids[offset])
    }
    return result
  }
}
