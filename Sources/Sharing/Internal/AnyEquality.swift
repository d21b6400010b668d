/// Whether two values of a type known only at run time are equal: `==` when the type is
/// `Equatable`, `nil` when it is not and nothing can be said.
func isEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return lhs.isEqual(toAny: rhs)
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
