/// Element-by-element equality of two collections of the same `Equatable` element type, computed
/// with the element's own `==` rather than one existential cast per element.
///
/// A diff of a 10,000-row list must compare every row to find the one that changed; this keeps
/// that pass cheap. Returns `nil` (use the general path) when the values are not collections of
/// one type with equatable elements, or when their lengths differ.
///
/// Every pair is compared with `==`, and nothing else decides: identical bytes or a shared
/// history do not make two elements equal, so an element that is not equal to itself (`.nan`)
/// shows as changed, as the `==` that failed the comparison says.
///
/// - Complexity: O(*n*) calls of the element's `==`.
func elementwiseEquality(_ lhs: Any, _ rhs: Any) -> ElementEquality? {
  guard let lhs = lhs as? any Collection else { return nil }
  return lhs.elementwiseEquality(withAny: rhs)
}

/// Which elements of two equally long collections differ, position by position.
struct ElementEquality {
  /// The length of both collections.
  let count: Int
  /// The positions of the unequal elements, in increasing order.
  let unequalOffsets: [Int]

  /// One flag per position, `true` where the elements are equal.
  ///
  /// - Complexity: O(*n*).
  var flags: [Bool] {
    var flags = [Bool](repeating: true, count: count)
    for offset in unequalOffsets { flags[offset] = false }
    return flags
  }
}

extension Collection {
  fileprivate func elementwiseEquality(withAny other: Any) -> ElementEquality? {
    guard
      let other = other as? Self,
      !(Element.self is any _CustomDiffObject.Type),
      let equatable = Element.self as? any Equatable.Type
    else { return nil }
    guard let flags = equatable.pairwiseEquality(self, other) else { return nil }
    return ElementEquality(
      count: flags.count, unequalOffsets: flags.indices.filter { !flags[$0] }
    )
  }
}

extension Equatable {
  /// `lhs == rhs` for two elements whose type the caller checked is `Self`, read in place.
  fileprivate static func isEqual<Element>(_ lhs: Element, _ rhs: Element) -> Bool {
    withUnsafePointer(to: lhs) { lhs in
      withUnsafePointer(to: rhs) { rhs in
        UnsafeRawPointer(lhs).assumingMemoryBound(to: Self.self).pointee
          == UnsafeRawPointer(rhs).assumingMemoryBound(to: Self.self).pointee
      }
    }
  }
}

extension Equatable {
  /// `Self` is the collections' element type (checked by the caller), so each element is read
  /// in place as `Self` with no cast.
  fileprivate static func pairwiseEquality<C: Collection>(_ lhs: C, _ rhs: C) -> [Bool]? {
    guard C.Element.self == Self.self else { return nil }
    // Contiguous elements are compared in place, without copying them out of their buffers.
    let contiguous = lhs.withContiguousStorageIfAvailable { lhsElements in
      rhs.withContiguousStorageIfAvailable { rhsElements in
        lhsElements.withMemoryRebound(to: Self.self) { lhsElements in
          rhsElements.withMemoryRebound(to: Self.self) { rhsElements in
            pairwiseEquality(lhsElements, rhsElements)
          }
        }
      }
    }
    if let contiguous = contiguous ?? nil { return contiguous }
    var result: [Bool] = []
    result.reserveCapacity(lhs.count)
    var lhsIndex = lhs.startIndex
    var rhsIndex = rhs.startIndex
    while lhsIndex != lhs.endIndex, rhsIndex != rhs.endIndex {
      result.append(isEqual(lhs[lhsIndex], rhs[rhsIndex]))
      lhs.formIndex(after: &lhsIndex)
      rhs.formIndex(after: &rhsIndex)
    }
    guard lhsIndex == lhs.endIndex, rhsIndex == rhs.endIndex else { return nil }
    return result
  }
}

extension Equatable {
  fileprivate static func pairwiseEquality(
    _ lhs: UnsafeBufferPointer<Self>, _ rhs: UnsafeBufferPointer<Self>
  ) -> [Bool]? {
    guard lhs.count == rhs.count else { return nil }
    return zip(lhs, rhs).map { $0 == $1 }
  }
}
