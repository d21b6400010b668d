/// Whether two values are equal as far as a diff can tell.
///
/// `Equatable` values (opened from the existential) use `==` and nothing else; any other object
/// is equal to itself; a reference standing for a value (``_CustomDiffObject``) compares its value before and after;
/// anything else is compared field by field through its mirror, and leaves by their description.
///
/// Object graphs may loop (a parent whose child points back at it): a pair of objects met again
/// while it is being compared is taken as equal, so the walk ends, and any difference is found
/// along another path.
func isMirrorEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  var comparing: Set<ObjectPair> = []
  return isMirrorEqual(lhs, rhs, comparing: &comparing)
}

/// Two objects being compared, by identity.
private struct ObjectPair: Hashable {
  let lhs: ObjectIdentifier
  let rhs: ObjectIdentifier
}

/// The identity a value has in an object graph: a diff object's own, or a class instance's.
private func objectIdentity(_ value: Any, diffObject: (any _CustomDiffObject)?) -> ObjectIdentifier?
{
  if let diffObject { return diffObject._objectIdentifier }
  guard type(of: value) is AnyObject.Type else { return nil }
  return ObjectIdentifier(value as AnyObject)
}

private func isMirrorEqual(_ lhs: Any, _ rhs: Any, comparing: inout Set<ObjectPair>) -> Bool {
  let lhsObject = lhs as? any _CustomDiffObject
  let rhsObject = rhs as? any _CustomDiffObject
  if let lhsIdentity = objectIdentity(lhs, diffObject: lhsObject),
    let rhsIdentity = objectIdentity(rhs, diffObject: rhsObject)
  {
    guard comparing.insert(ObjectPair(lhs: lhsIdentity, rhs: rhsIdentity)).inserted else {
      return true
    }
  }
  if let lhsObject, let rhsObject {
    guard lhsObject._objectIdentifier == rhsObject._objectIdentifier else { return false }
    let (before, after) = lhsObject._customDiffValues
    // An object may stand for itself (its values are the objects being compared, or others with
    // its identity): then its fields are what to compare.
    if !isStandIn(before, for: lhsObject), !isStandIn(after, for: lhsObject) {
      return isMirrorEqual(before, after, comparing: &comparing)
    }
    // The objects themselves, not `lhs` and `rhs`: the cast to a diff object sees through an
    // optional, whose mirror would lead back here to a pair already being compared.
    return isStructurallyEqual(lhsObject, rhsObject, comparing: &comparing)
  }
  return isStructurallyEqual(lhs, rhs, comparing: &comparing)
}

/// Whether `value` is a diff object with the identity of `object`.
private func isStandIn(_ value: Any, for object: any _CustomDiffObject) -> Bool {
  (value as? any _CustomDiffObject)?._objectIdentifier == object._objectIdentifier
}

private func isStructurallyEqual(
  _ lhs: Any, _ rhs: Any, comparing: inout Set<ObjectPair>
) -> Bool {
  // `==` first: an object's own `==` decides, even for the object and itself.
  if let lhs = lhs as? any Equatable {
    return lhs.isEqual(toAny: rhs)
  }
  let lhsType = type(of: lhs)
  if lhsType is AnyObject.Type, lhsType == type(of: rhs),
    (lhs as AnyObject) === (rhs as AnyObject)
  {
    return true
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
  for (lhsChild, rhsChild) in zip(lhsChildren, rhsChildren) {
    guard lhsChild.label == rhsChild.label,
      isMirrorEqual(lhsChild.value, rhsChild.value, comparing: &comparing)
    else { return false }
  }
  return true
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

/// Whether two values are the same entity, perhaps changed: diff objects with one identity, or
/// `Identifiable` values with the same type and id. Collections align such elements so that a
/// changed row diffs in place.
func isIdentityEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  if let lhs = lhs as? any _CustomDiffObject, let rhs = rhs as? any _CustomDiffObject {
    return lhs._objectIdentifier == rhs._objectIdentifier
  }
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
