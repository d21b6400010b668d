/// Whether two values are equal as far as a diff can tell.
///
/// `Equatable` values (opened from the existential) use `==`; the same object is equal to itself;
/// anything else is compared field by field through its mirror, and leaves by their description.
func isMirrorEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  let lhsType = type(of: lhs)
  if let lhs = lhs as? any _CustomDiffObject, let rhs = rhs as? any _CustomDiffObject {
    guard lhs._objectIdentifier == rhs._objectIdentifier else { return false }
    let (before, after) = lhs._customDiffValues
    return isMirrorEqual(before, after)
  }
  if lhsType is AnyObject.Type, lhsType == type(of: rhs),
    (lhs as AnyObject) === (rhs as AnyObject)
  {
    return true
  }
  if let lhs = lhs as? any Equatable {
    return lhs.isEqual(toAny: rhs)
  }
  let lhsMirror = Mirror(customDumpReflecting: lhs)
  let rhsMirror = Mirror(customDumpReflecting: rhs)
  guard lhsMirror.subjectType == rhsMirror.subjectType else { return false }
  let lhsChildren = Array(lhsMirror.children)
  let rhsChildren = Array(rhsMirror.children)
  guard lhsChildren.count == rhsChildren.count else { return false }
  guard !lhsChildren.isEmpty else {
    return String(describing: lhs) == String(describing: rhs)
  }
  return areChildrenEqual(lhsChildren, rhsChildren)
}

/// Whether two lists of mirror children have the same labels and equal values, pair by pair.
func areChildrenEqual(_ lhs: [Mirror.Child], _ rhs: [Mirror.Child]) -> Bool {
  guard lhs.count == rhs.count else { return false }
  for (lhsChild, rhsChild) in zip(lhs, rhs) {
    guard lhsChild.label == rhsChild.label, isMirrorEqual(lhsChild.value, rhsChild.value)
    else { return false }
  }
  return true
}

/// Whether two values are `Identifiable` with the same type and id: the same entity, perhaps
/// changed. Collections align such elements so that a changed row diffs in place.
func isIdentityEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  guard let lhs = lhs as? any Identifiable else { return false }
  return lhs.hasSameID(asAny: rhs)
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

extension Identifiable {
  fileprivate func hasSameID(asAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return id == other.id
  }
}
