extension IdentifiedArray: MutableCollection {
  /// Accesses the element at a position, for reading, replacing it with an element of the same
  /// id, or mutating it in place.
  ///
  /// An identified array cannot hold two elements with one id, so this subscript only accepts an
  /// element with the id already at `position`: assigning any other element, or changing the
  /// id in place, stops the program with a message naming both ids. To put a different element
  /// at a position, use ``remove(at:)`` and ``insert(_:at:)``.
  ///
  /// ```swift
  /// todos[0].isDone = true  // fine: same element, mutated in place
  /// ```
  ///
  /// - Parameter position: A valid index of the array, other than ``endIndex``.
  /// - Complexity: O(1). Mutating in place touches only the element buffer.
  @inlinable
  public subscript(position: Int) -> Element {
    _read { yield _elements[position] }
    set {
      let newID = _id(newValue)
      precondition(
        newID == _ids[position],
        _positionIDMessage(position: position, expected: _ids[position], actual: newID)
      )
      let identityBefore = _identity(of: _elements[position])
      _elements[position] = newValue
      _noteWrite(at: position)
      _countReplacement(from: identityBefore, to: newValue)
    }
    _modify {
      let identityBefore = _identity(of: _elements[position])
      defer {
        _noteWrite(at: position)
        _countReplacement(from: identityBefore, to: _elements[position])
        let newID = _id(_elements[position])
        precondition(
          newID == _ids[position],
          _changedIDMessage(original: _ids[position], new: newID)
        )
      }
      yield &_elements[position]
    }
  }

  /// Exchanges the elements at two positions.
  ///
  /// Swapping a position with itself has no effect.
  ///
  /// - Parameters:
  ///   - i: A valid index of the array, other than ``endIndex``.
  ///   - j: A valid index of the array, other than ``endIndex``.
  /// - Complexity: O(1) when the storage is not shared with another value; O(*n*) otherwise.
  @inlinable
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _swapElements(i, j)
    _swapIDs(i, j)
    _offsets[_ids[i]] = i
    _offsets[_ids[j]] = j
  }

  /// Reorders the elements so that every element satisfying the predicate comes after every
  /// element that does not, and returns the first position of the second group.
  ///
  /// The order within each group is not preserved. If the predicate throws, the elements may be
  /// reordered but none is lost.
  ///
  /// ```swift
  /// let firstDone = todos.partition(by: \.isDone)
  /// ```
  ///
  /// - Parameter belongsInSecondPartition: Returns whether an element goes after the pivot.
  /// - Returns: The index of the first element of the second group, or ``endIndex`` if there is
  ///   none.
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public mutating func partition(
    by belongsInSecondPartition: (Element) throws -> Bool
  ) rethrows -> Int {
    defer { _resynchronize() }
    return try _elements.partition(by: belongsInSecondPartition)
  }

  /// Reverses the order of the elements.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public mutating func reverse() {
    _elements.reverse()
    _ids.reverse()
    _reindex(from: 0)
  }

  /// Shuffles the elements with the system random number generator.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public mutating func shuffle() {
    var generator = SystemRandomNumberGenerator()
    shuffle(using: &generator)
  }

  /// Shuffles the elements with the given random number generator.
  ///
  /// A seeded generator gives a repeatable order, for tests.
  ///
  /// - Parameter generator: The source of randomness.
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public mutating func shuffle<T: RandomNumberGenerator>(using generator: inout T) {
    _elements.shuffle(using: &generator)
    _resynchronize()
  }

  /// Sorts the elements in place by the given ordering.
  ///
  /// `areInIncreasingOrder` must be a strict weak ordering. The sort is not guaranteed to be
  /// stable. If the predicate throws, the elements may be reordered but none is lost.
  ///
  /// ```swift
  /// todos.sort { $0.title < $1.title }
  /// ```
  ///
  /// - Parameter areInIncreasingOrder: Returns whether its first argument goes before its
  ///   second.
  /// - Complexity: O(*n* log *n*), where *n* is the length of the array.
  @inlinable
  public mutating func sort(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    defer { _resynchronize() }
    try _elements.sort(by: areInIncreasingOrder)
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in ascending order.
  ///
  /// The sort is not guaranteed to be stable.
  ///
  /// - Complexity: O(*n* log *n*), where *n* is the length of the array.
  @inlinable
  public mutating func sort() {
    sort(by: <)
  }
}
