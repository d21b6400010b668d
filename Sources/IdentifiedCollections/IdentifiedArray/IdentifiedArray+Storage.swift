// Keeping the three buffers in step. Every structural operation ends in one of these, so the
// invariant `_elements[i]` has id `_ids[i]` and `_offsets[_ids[i]] == i` lives in one place.

extension IdentifiedArray {
  /// Appends an element whose id is known to be absent.
  @inlinable
  mutating func _appendUnchecked(_ element: Element, id: ID) {
    _noteFirstElement()
    _offsets[id] = _ids.count
    _ids.append(id)
    _elements.append(element)
  }

  /// Inserts an element whose id is known to be absent at `offset`.
  @inlinable
  mutating func _insertUnchecked(_ element: Element, id: ID, at offset: Int) {
    _noteFirstElement()
    _ids.insert(id, at: offset)
    _elements.insert(element, at: offset)
    _shiftOffsets(from: offset, by: 1)
    _offsets[id] = offset
  }

  /// Inserts elements whose ids are known to be absent, and distinct, at `offset`.
  @inlinable
  mutating func _insertUnchecked(
    contentsOf elements: some Collection<Element>, ids: some Collection<ID>, at offset: Int
  ) {
    guard !ids.isEmpty else { return }
    _noteFirstElement()
    _ids.insert(contentsOf: ids, at: offset)
    _elements.insert(contentsOf: elements, at: offset)
    _reindex(from: offset)
  }

  /// Exchanges two elements by moving their bits: `Array.swapAt` copies through a temporary,
  /// paying a retain and a release for each reference the elements hold.
  @inlinable
  @inline(__always)
  mutating func _swapElements(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _elements.withUnsafeMutableBufferPointer { $0.swapAt(i, j) }
  }

  /// Exchanges two ids, the same way as `_swapElements(_:_:)`.
  @inlinable
  @inline(__always)
  mutating func _swapIDs(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _ids.withUnsafeMutableBufferPointer { $0.swapAt(i, j) }
  }

  /// Moves every stored offset from `start` on by `delta`, after one insertion (+1) or one
  /// removal (-1) shifted the ids behind it. The inserted id must not be stored yet, and the
  /// removed one no longer.
  ///
  /// Rewriting each shifted offset hashes its id. Walking every stored offset in place hashes
  /// nothing, at about a tenth of the cost per entry, so it wins unless few ids shifted: a
  /// removal in the middle of 100,000 ids costs a walk, not 50,000 hash lookups.
  @inlinable
  mutating func _shiftOffsets(from start: Int, by delta: Int) {
    let shifted = _ids.count - start - (delta > 0 ? 1 : 0)
    guard shifted > 0 else { return }
    guard shifted >= 64, shifted * 8 >= _ids.count else {
      return _reindex(from: delta > 0 ? start + 1 : start)
    }
    let threshold = delta > 0 ? start : start + 1
    var index = _offsets.values.startIndex
    while index != _offsets.values.endIndex {
      if _offsets.values[index] >= threshold { _offsets.values[index] += delta }
      _offsets.values.formIndex(after: &index)
    }
  }

  /// Rewrites the offsets of the ids from `start` on, after they shifted.
  @inlinable
  mutating func _reindex(from start: Int) {
    var offset = start
    let count = _ids.count
    while offset < count {
      _offsets[_ids[offset]] = offset
      offset += 1
    }
  }

  /// Rebuilds the ids and offsets from `_elements`, after an operation rearranged or removed
  /// elements there directly. Only positions from `start` on are assumed to have changed.
  @inlinable
  mutating func _resynchronize(from start: Int = 0) {
    let count = _elements.count
    if _ids.count == count {
      // A permutation: the same ids, so offsets can be updated in place without rehashing.
      var offset = start
      while offset < count {
        _ids[offset] = _id(_elements[offset])
        offset += 1
      }
      _reindex(from: start)
    } else {
      _ids.removeAll(keepingCapacity: true)
      _offsets.removeAll(keepingCapacity: true)
      for element in _elements {
        _appendID(_id(element))
      }
    }
  }

  @inlinable
  mutating func _appendID(_ id: ID) {
    _offsets[id] = _ids.count
    _ids.append(id)
  }
}
