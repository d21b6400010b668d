extension IdentifiedArray {
  /// Appends an element if no element has its id yet.
  ///
  /// ```swift
  /// todos.append(Todo(id: 3, title: "Bread"))  // (inserted: true, index: 2)
  /// todos.append(Todo(id: 3, title: "Rye"))    // (inserted: false, index: 2), unchanged
  /// ```
  ///
  /// - Parameter item: The element to append.
  /// - Returns: Whether the element was appended, and the index of the element with its id.
  /// - Complexity: O(1) amortized on average, if `ID` hashes well.
  @inlinable
  @discardableResult
  public mutating func append(_ item: Element) -> (inserted: Bool, index: Int) {
    let id = _id(item)
    if let existing = _offsets[id] {
      return (false, existing)
    }
    _appendUnchecked(item, id: id)
    return (true, _elements.count - 1)
  }

  /// Appends each element of a sequence whose id is not in the array yet, in order.
  ///
  /// Elements whose id is already present, including ids seen earlier in `newElements`, are
  /// skipped.
  ///
  /// - Parameter newElements: The elements to append.
  /// - Complexity: O(*m*) amortized on average, where *m* is the length of `newElements`, if
  ///   `ID` hashes well.
  @inlinable
  public mutating func append<S: Sequence>(contentsOf newElements: S)
  where S.Element == Element {
    _reserveAll(_ids.count + newElements.underestimatedCount)
    for element in newElements {
      append(element)
    }
  }

  /// Inserts an element at a position if no element has its id yet.
  ///
  /// - Parameters:
  ///   - item: The element to insert.
  ///   - i: The position to insert at: a valid index of the array, or ``endIndex``.
  /// - Returns: Whether the element was inserted, and the index of the element with its id:
  ///   `i` when inserted, otherwise where the existing element is.
  /// - Complexity: O(*n*), where *n* is the length of the array, since later elements shift up.
  @inlinable
  @discardableResult
  public mutating func insert(_ item: Element, at i: Int) -> (inserted: Bool, index: Int) {
    let id = _id(item)
    if let existing = _offsets[id] {
      return (false, existing)
    }
    precondition(i >= 0 && i <= _elements.count, "IdentifiedArray: index \(i) out of range")
    _insertUnchecked(item, id: id, at: i)
    return (true, i)
  }

  /// Replaces the element at a position with one of the same id.
  ///
  /// - Parameters:
  ///   - item: The replacement, with the same id as the element at `i`.
  ///   - i: A valid index of the array, other than ``endIndex``.
  /// - Returns: The element that was replaced.
  /// - Precondition: `item` has the id of the element at `i`.
  /// - Complexity: O(1).
  @inlinable
  @discardableResult
  public mutating func update(_ item: Element, at i: Int) -> Element {
    let id = _id(item)
    precondition(
      id == _ids[i], _positionIDMessage(position: i, expected: _ids[i], actual: id)
    )
    var replaced = item
    swap(&_elements[i], &replaced)
    _noteWrite(at: i)
    return replaced
  }

  /// Replaces the element with the same id where it stands, or appends the element if its id
  /// is new.
  ///
  /// ```swift
  /// todos.updateOrAppend(Todo(id: 1, title: "Oat milk"))  // returns the old Todo 1
  /// ```
  ///
  /// - Parameter item: The element to store.
  /// - Returns: The element that was replaced, or `nil` if `item` was appended.
  /// - Complexity: O(1) amortized on average, if `ID` hashes well.
  @inlinable
  @discardableResult
  public mutating func updateOrAppend(_ item: Element) -> Element? {
    let id = _id(item)
    guard let offset = _offsets[id] else {
      _appendUnchecked(item, id: id)
      return nil
    }
    var replaced = item
    swap(&_elements[offset], &replaced)
    _noteWrite(at: offset)
    return replaced
  }

  /// Replaces the element with the same id where it stands, or inserts the element at a
  /// position if its id is new.
  ///
  /// - Parameters:
  ///   - item: The element to store.
  ///   - i: Where to insert `item` if its id is new: a valid index, or ``endIndex``.
  /// - Returns: The element that was replaced (or `nil` if `item` was inserted), and the index
  ///   of `item`.
  /// - Complexity: O(1) on average to replace, if `ID` hashes well; O(*n*) to insert, since
  ///   later elements shift up.
  @inlinable
  @discardableResult
  public mutating func updateOrInsert(
    _ item: Element,
    at i: Int
  ) -> (originalMember: Element?, index: Int) {
    let id = _id(item)
    guard let offset = _offsets[id] else {
      precondition(i >= 0 && i <= _elements.count, "IdentifiedArray: index \(i) out of range")
      _insertUnchecked(item, id: id, at: i)
      return (nil, i)
    }
    var replaced = item
    swap(&_elements[offset], &replaced)
    _noteWrite(at: offset)
    return (replaced, offset)
  }
}
