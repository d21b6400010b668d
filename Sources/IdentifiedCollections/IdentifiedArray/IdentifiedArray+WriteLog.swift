// Keeping the write log (see `WriteLog`): every in-place element write ends in `_noteWrite`.
//
// The log is the array's one hook for code outside this module (`_writeLog`): a diff of two
// versions of a 10,000-row list, or a watcher of the rows a store shows, asks it which rows
// were written instead of reading all of them. Nothing here knows what those callers do.

extension IdentifiedArray {
  /// The record of this array's in-place element writes, for readers in this package that must
  /// find the rows written without reading every row. `nil` until the array first holds an
  /// element.
  ///
  /// Its positions are meaningful only while the ids buffer is unchanged: a reader compares
  /// ``ids`` by buffer identity first.
  package var _writeLog: WriteLog? { _writes }

  /// Records an in-place write of the element at `position`; the first one after a copy starts
  /// a log of this array's own.
  @inlinable
  @inline(__always)
  mutating func _noteWrite(at position: Int) {
    if !isKnownUniquelyReferenced(&_writes) { _writes = WriteLog(after: _writes) }
    _writes!.record(position)
  }

  /// Gives an array that is about to hold its first element a log, so that a copy of it taken
  /// later can be told apart from it.
  @inlinable
  @inline(__always)
  mutating func _noteFirstElement() {
    if _writes == nil { _writes = WriteLog(after: nil) }
  }

  /// The positions at which this array and `other` may hold different elements, when their
  /// histories say so without comparing elements: one is a copy of the other, or both are
  /// copies of one value, changed since only by in-place writes at those positions. `nil` when
  /// their histories do not tell.
  ///
  /// Elements neither side wrote since the copy are copies of one value, taken as equal, as
  /// `Array`'s `==` takes the elements of a shared buffer.
  ///
  /// - Complexity: O(1), plus the length of the result.
  @inlinable
  func _positionsThatMayDiffer(from other: Self) -> [Int]? {
    guard _hasIdenticalIDs(to: other) else { return nil }
    guard !_ids.isEmpty else { return [] }
    return WriteLog.positionsThatMayDiffer(_writes, other._writes)
  }
}
