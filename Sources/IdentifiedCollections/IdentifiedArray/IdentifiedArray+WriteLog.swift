// Keeping the write log (see `WriteLog`): every in-place element write ends in `_noteWrite`.

extension IdentifiedArray {
  /// Records an in-place write of the element at `position`; the first one after a copy starts
  /// a log of this array's own.
  @inlinable
  @inline(__always)
  mutating func _noteWrite(at position: Int) {
    if !isKnownUniquelyReferenced(&_writes) { _writes = WriteLog(after: _writes) }
    _writes.unsafelyUnwrapped.record(position)
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
    guard let mine = _writes, let theirs = other._writes else { return nil }
    // A shared log means neither side wrote an element since they were copies: a write would
    // have given the writer a log of its own.
    if mine === theirs { return [] }
    if theirs.origin == mine.stamp { return theirs.positions }
    if mine.origin == theirs.stamp { return mine.positions }
    if let origin = mine.origin, origin == theirs.origin,
      let written = mine.positions, let otherWritten = theirs.positions
    {
      return written + otherWritten
    }
    return nil
  }
}

extension IdentifiedArray: KnownDifferences {
  package func positionsThatMayDiffer(from other: Any) -> [Int]? {
    guard let other = other as? Self else { return nil }
    return _positionsThatMayDiffer(from: other)
  }
}
