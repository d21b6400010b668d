extension IdentifiedArray {
  /// Returns `true` when this array and `other` share one ids buffer, which proves in O(1) that
  /// they hold the same ids in the same order.
  ///
  /// It tells that "nothing structural changed" between two versions of an array without
  /// comparing every id (the write log's positions hold only then): when the check succeeds, the
  /// arrays may still differ in their elements' contents, but not in which elements are there
  /// or in their order. Only operations that add, remove or reorder elements write to the ids
  /// buffer. Mutating an element in place, through ``subscript(id:)`` or
  /// ``subscript(position:)``, or replacing it with ``update(_:at:)`` or
  /// ``updateOrAppend(_:)``, keeps the buffer, so a copy taken before such a mutation still
  /// answers `true` afterwards.
  ///
  /// ```swift
  /// let before = state.todos
  /// state.todos[id: id]?.isDone.toggle()
  /// state.todos._hasIdenticalIDs(to: before)  // true: same ids buffer
  /// state.todos.remove(id: id)
  /// state.todos._hasIdenticalIDs(to: before)  // false
  /// ```
  ///
  /// `false` means "cannot tell cheaply", not "different": two arrays built separately from
  /// the same ids answer `false`; compare ``ids`` when that matters. Two empty arrays always
  /// answer `true`.
  ///
  /// - Parameter other: The array to compare with.
  /// - Returns: `true` if the ids are certainly identical; `false` if they differ or sharing
  ///   cannot be established in O(1).
  /// - Complexity: O(1).
  @inlinable
  func _hasIdenticalIDs(to other: Self) -> Bool {
    let count = _ids.count
    guard count == other._ids.count else { return false }
    guard count > 0 else { return true }
    // Both arrays are alive here, so equal base addresses mean one shared, unmodified buffer:
    // writing through either would first have copied it.
    return _ids.span.isIdentical(to: other._ids.span)
  }
}
