// The standard library's range-replacing algorithms (`+`, `insert(contentsOf:at:)`, generic code
// over `RangeReplaceableCollection`) all end in `replaceSubrange`, so the rule that keeps ids
// unique lives there once. The array's own `append`, `insert` and removals stay the fast paths,
// and are what concrete code calls.

extension IdentifiedArray: RangeReplaceableCollection
where Element: Identifiable, ID == Element.ID {
  /// Replaces the elements in a range of positions with the elements of a collection, keeping
  /// the ids unique.
  ///
  /// The elements in `subrange` leave first. Then each new element whose id is still in the
  /// array replaces that element's value where it stands, and the others are inserted at
  /// `subrange.lowerBound`, in order. When `newElements` names one id more than once, the
  /// element takes the position of its last occurrence and the value of its first, as an
  /// ordered dictionary filled from the back would.
  ///
  /// ```swift
  /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2), Todo(id: 3)]
  /// todos.replaceSubrange(0..<1, with: [Todo(id: 4), Todo(id: 3, title: "Rye")])
  /// // ids [4, 2, 3]; the todo with id 3 is now titled "Rye"
  /// ```
  ///
  /// - Parameters:
  ///   - subrange: A range of valid positions.
  ///   - newElements: The elements to put in their place.
  /// - Complexity: O(*n* + *m*) on average, where *n* is the length of the array and *m* the
  ///   length of `newElements`, if `ID` hashes well.
  @inlinable
  public mutating func replaceSubrange<C: Collection>(
    _ subrange: Range<Int>, with newElements: C
  ) where C.Element == Element {
    precondition(
      subrange.lowerBound >= 0 && subrange.upperBound <= count,
      "IdentifiedArray: range \(subrange) out of range of \(count)"
    )
    removeSubrange(subrange)
    var inserted: [Element] = []
    var insertedIDs: [ID] = []
    var insertedOffsets: [ID: Int] = [:]
    for element in newElements.reversed() {
      let id = _id(element)
      if let existing = _offsets[id] {
        _elements[existing] = element
        _noteWrite(at: existing)
      } else if let earlier = insertedOffsets[id] {
        inserted[earlier] = element
      } else {
        insertedOffsets[id] = inserted.count
        inserted.append(element)
        insertedIDs.append(id)
      }
    }
    _insertUnchecked(
      contentsOf: inserted.reversed(), ids: insertedIDs.reversed(), at: subrange.lowerBound
    )
  }
}
