// Keeping the write log (see `WriteLog`): every in-place element write ends in `_noteWrite`.
//
// The log is the array's one hook for code outside this module (`_writeLog`): a watcher of the
// rows a store shows asks it which rows were written instead of reading all of them. Nothing here
// knows what its callers do.

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
}
