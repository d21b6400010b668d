extension IdentifiedArray: MutableCollection {
  /// Accesses the element at a position, for reading, assigning and mutating in place.
  ///
  /// Assigning keeps the ids unique, the way assigning into an ordered dictionary would:
  ///
  /// - An element with the id already at `position` replaces it where it stands.
  /// - An element whose id sits at another position takes `position`, and the element that was
  ///   at `position` moves to the position the id left: the two trade places, and the assigned
  ///   value replaces the old one with its id.
  /// - An element with a new id replaces the element at `position`, which leaves the array.
  ///
  /// ```swift
  /// var items: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2), Item(id: 3)]
  /// items[1] = Item(id: 4)  // ids [1, 4, 3]: the element with id 2 is gone
  /// items[0] = Item(id: 3)  // ids [3, 4, 1]: 3 and 1 traded places
  /// items[0].title = "Milk" // mutated in place
  /// ```
  ///
  /// The second rule is what lets the standard library's generic algorithms, which reorder a
  /// mutable collection by assigning its elements to new positions, work on an identified array.
  ///
  /// Changing an element's id while mutating it in place stops the program with a message naming
  /// both ids.
  ///
  /// - Parameter position: A valid index of the array, other than ``endIndex``.
  /// - Complexity: O(1) on average, if `ID` hashes well. Mutating in place touches only the
  ///   element buffer.
  @inlinable
  public subscript(position: Int) -> Element {
    _read { yield _elements[position] }
    set {
      let newID = _id(newValue)
      let oldID = _ids[position]
      if newID != oldID {
        if let other = _offsets[newID] {
          // The element with the assigned id trades places with the one at `position`, which
          // then stands where the assigned value now is.
          _swapElements(position, other)
          _swapIDs(position, other)
          _offsets[oldID] = other
          _offsets[newID] = position
          _noteWrite(at: other)
        } else {
          _ids[position] = newID
          _offsets[oldID] = nil
          _offsets[newID] = position
        }
      }
      _elements[position] = newValue
      _noteWrite(at: position)
    }
    _modify {
      defer {
        _noteWrite(at: position)
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

  /// Returns a copy of the array, sorted by the given ordering: an identified array, so lookups by
  /// id keep working on the result.
  ///
  /// ```swift
  /// let byTitle = todos.sorted { $0.title < $1.title }
  /// byTitle[id: 2]  // still O(1)
  /// ```
  ///
  /// - Parameter areInIncreasingOrder: Returns whether its first argument goes before its
  ///   second; a strict weak ordering.
  /// - Returns: The sorted array.
  /// - Complexity: O(*n* log *n*), where *n* is the length of the array.
  @inlinable
  public func sorted(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows -> Self {
    var copy = self
    try copy.sort(by: areInIncreasingOrder)
    return copy
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

  /// Returns a copy of the array sorted in ascending order, as an identified array.
  ///
  /// - Returns: The sorted array.
  /// - Complexity: O(*n* log *n*), where *n* is the length of the array.
  @inlinable
  public func sorted() -> Self {
    sorted(by: <)
  }
}
