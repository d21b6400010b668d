/// Element-by-element equality of two collections of the same `Equatable` element type, computed
/// with the element's own `==` rather than one existential cast per element.
///
/// A diff of a 10,000-row list must compare every row to find the one that changed; this keeps
/// that unavoidable pass cheap. Returns `nil` (use the general path) when the values are not
/// collections of one type with equatable elements, or when their lengths differ.
///
/// - Complexity: O(*n*) calls of the element's `==`.
func elementwiseEquality(_ lhs: Any, _ rhs: Any) -> [Bool]? {
  guard let lhs = lhs as? any Collection else { return nil }
  return lhs.elementwiseEquality(withAny: rhs)
}

extension Collection {
  fileprivate func elementwiseEquality(withAny other: Any) -> [Bool]? {
    guard
      let other = other as? Self,
      !(Element.self is any _CustomDiffObject.Type),
      let equatable = Element.self as? any Equatable.Type
    else { return nil }
    return equatable.pairwiseEquality(self, other)
  }
}

extension Equatable {
  /// `Self` is the collections' element type (checked by the caller), so each element is read
  /// in place as `Self` with no cast.
  fileprivate static func pairwiseEquality<C: Collection>(_ lhs: C, _ rhs: C) -> [Bool]? {
    guard C.Element.self == Self.self else { return nil }
    var result: [Bool] = []
    result.reserveCapacity(lhs.count)
    var lhsIndex = lhs.startIndex
    var rhsIndex = rhs.startIndex
    while lhsIndex != lhs.endIndex, rhsIndex != rhs.endIndex {
      let isEqual = withUnsafePointer(to: lhs[lhsIndex]) { lhsElement in
        withUnsafePointer(to: rhs[rhsIndex]) { rhsElement in
          UnsafeRawPointer(lhsElement).assumingMemoryBound(to: Self.self).pointee
            == UnsafeRawPointer(rhsElement).assumingMemoryBound(to: Self.self).pointee
        }
      }
      result.append(isEqual)
      lhs.formIndex(after: &lhsIndex)
      rhs.formIndex(after: &rhsIndex)
    }
    guard lhsIndex == lhs.endIndex, rhsIndex == rhs.endIndex else { return nil }
    return result
  }
}
