import Foundation

extension IdentifiedArray {
  /// Removes the element with the given id, if any.
  ///
  /// ```swift
  /// todos.remove(id: 2)  // the removed Todo, or nil
  /// ```
  ///
  /// - Parameter id: The id of the element to remove.
  /// - Returns: The removed element, or `nil` if no element had that id.
  /// - Complexity: O(*n*), where *n* is the length of the array, since later elements shift
  ///   down; O(1) for the last element.
  @inlinable
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let offset = _offsets[id] else { return nil }
    return remove(at: offset)
  }

  /// Removes the element with the same id as `element`, if any.
  ///
  /// - Parameter element: An element whose id names the element to remove.
  /// - Returns: The removed element (as stored, which may differ from `element` in everything
  ///   but its id), or `nil`.
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  @discardableResult
  public mutating func remove(_ element: Element) -> Element? {
    remove(id: _id(element))
  }

  /// Removes and returns the element at a position.
  ///
  /// - Parameter index: A valid index of the array, other than ``endIndex``.
  /// - Returns: The removed element.
  /// - Complexity: O(*n*), where *n* is the length of the array, since later elements shift
  ///   down; O(1) for the last element.
  @inlinable
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let id = _ids.remove(at: index)
    _offsets[id] = nil
    let element = _elements.remove(at: index)
    _shiftOffsets(from: index, by: -1)
    return element
  }

  /// Removes the elements in a range of positions.
  ///
  /// - Parameter bounds: A range of valid positions.
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    guard !bounds.isEmpty else { return }
    for id in _ids[bounds] {
      _offsets[id] = nil
    }
    _ids.removeSubrange(bounds)
    _elements.removeSubrange(bounds)
    _reindex(from: bounds.lowerBound)
  }

  /// Removes the elements in a range expression of positions, such as `2...` or `..<3`.
  ///
  /// - Parameter bounds: A range of valid positions.
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public mutating func removeSubrange<R: RangeExpression>(_ bounds: R) where R.Bound == Int {
    removeSubrange(bounds.relative(to: self))
  }

  /// Removes and returns the first element.
  ///
  /// - Returns: The removed element.
  /// - Precondition: The array is not empty.
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  @discardableResult
  public mutating func removeFirst() -> Element {
    precondition(!isEmpty, "IdentifiedArray: cannot remove the first element of an empty array")
    return remove(at: 0)
  }

  /// Removes the first `n` elements.
  ///
  /// - Parameter n: How many elements to remove: from zero to ``count``.
  /// - Complexity: O(*count*).
  @inlinable
  public mutating func removeFirst(_ n: Int) {
    precondition(n >= 0 && n <= count, "IdentifiedArray: cannot remove \(n) of \(count) elements")
    removeSubrange(0..<n)
  }

  /// Removes and returns the last element.
  ///
  /// - Returns: The removed element.
  /// - Precondition: The array is not empty.
  /// - Complexity: O(1) on average, if `ID` hashes well.
  @inlinable
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!isEmpty, "IdentifiedArray: cannot remove the last element of an empty array")
    return remove(at: count - 1)
  }

  /// Removes the last `n` elements.
  ///
  /// - Parameter n: How many elements to remove: from zero to ``count``.
  /// - Complexity: O(*n*) on average, if `ID` hashes well.
  @inlinable
  public mutating func removeLast(_ n: Int) {
    precondition(n >= 0 && n <= count, "IdentifiedArray: cannot remove \(n) of \(count) elements")
    removeSubrange((count - n)..<count)
  }

  /// Removes every element.
  ///
  /// - Parameter keepCapacity: Whether to keep the allocated storage for reuse. The default
  ///   releases it.
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
    _offsets.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes every element that satisfies a predicate, keeping the order of the others.
  ///
  /// If the predicate throws, no element is removed, though they may be reordered.
  ///
  /// ```swift
  /// todos.removeAll(where: \.isDone)
  /// ```
  ///
  /// - Parameter shouldBeRemoved: Returns whether an element should be removed.
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    defer { _resynchronize() }
    try _elements.removeAll(where: shouldBeRemoved)
  }

  /// Removes the elements at the given offsets, keeping the order of the others.
  ///
  /// This is the shape of SwiftUI's `onDelete` callback.
  ///
  /// ```swift
  /// todos.remove(atOffsets: [0, 2])
  /// ```
  ///
  /// - Parameter offsets: Valid positions of elements to remove.
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public mutating func remove(atOffsets offsets: IndexSet) {
    guard let first = offsets.first, let last = offsets.last else { return }
    precondition(
      first >= 0 && last < count, "IdentifiedArray: offset \(last) out of range of \(count)"
    )
    // Compact the survivors to the front by swapping, so elements move rather than copy.
    var write = first
    for read in first..<count where !offsets.contains(read) {
      _swapElements(write, read)
      _swapIDs(write, read)
      write += 1
    }
    for id in _ids[write...] {
      _offsets[id] = nil
    }
    _ids.removeSubrange(write...)
    _elements.removeSubrange(write...)
    _reindex(from: first)
  }

  /// Reserves storage for at least the given number of elements.
  ///
  /// Call it once before adding a known number of elements; calling it repeatedly can make the
  /// additions quadratic.
  ///
  /// - Parameter minimumCapacity: How many elements the array should hold without
  ///   reallocating.
  /// - Complexity: O(*n*), where *n* is the length of the array, when it reallocates.
  @inlinable
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    _ids.reserveCapacity(minimumCapacity)
    _elements.reserveCapacity(minimumCapacity)
    _offsets.reserveCapacity(minimumCapacity)
  }
}
