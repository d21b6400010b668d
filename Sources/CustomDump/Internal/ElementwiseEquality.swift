import Foundation

/// Element-by-element equality of two collections of the same `Equatable` element type, computed
/// with the element's own `==` rather than one existential cast per element.
///
/// A diff of a 10,000-row list must compare every row to find the one that changed; this keeps
/// that unavoidable pass cheap. Returns `nil` (use the general path) when the values are not
/// collections of one type with equatable elements, or when their lengths differ.
///
/// - Complexity: O(*n*); for contiguous elements, `==` is called only where bytes differ.
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
    // Contiguous elements are compared in place, bytes first: in a copy of a large array where
    // one element changed, every other element has identical bytes and costs no `==` call.
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

extension Equatable {
  fileprivate static func pairwiseEquality(
    _ lhs: UnsafeBufferPointer<Self>, _ rhs: UnsafeBufferPointer<Self>
  ) -> [Bool]? {
    guard lhs.count == rhs.count else { return nil }
    guard let lhsBase = lhs.baseAddress, let rhsBase = rhs.baseAddress else { return [] }
    let size = MemoryLayout<Self>.size
    var result: [Bool] = []
    result.reserveCapacity(lhs.count)
    for offset in 0..<lhs.count {
      let lhsElement = lhsBase + offset
      let rhsElement = rhsBase + offset
      // Identical bytes are the same value; `==` decides the rest.
      let isEqual =
        memcmp(lhsElement, rhsElement, size) == 0 || lhsElement.pointee == rhsElement.pointee
      result.append(isEqual)
    }
    return result
  }
}
