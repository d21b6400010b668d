/// What tells a child state apart from the one it replaced, as ``ChildStateAccess`` reads it
/// before and after a child reducer runs: an observable state's `_$id`, or the ids buffer of an
/// identified array (elements added, removed or moved give it a new buffer).
@usableFromInline
enum ChildIdentity: Equatable {
  case state(ObservableStateID)
  case elements(ArrayStorageIdentity)

  // Written out so the comparison, made twice per action and level, inlines into the reducer:
  // the derived one is a call.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.state(lhs), .state(rhs)):
      return lhs.location == rhs.location && lhs.tag == rhs.tag
    case let (.elements(lhs), .elements(rhs)):
      return lhs.address == rhs.address && lhs.count == rhs.count
    default:
      return false
    }
  }
}
