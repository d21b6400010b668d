/// What tells a child state apart from the one it replaced, as ``ChildStateAccess`` reads it
/// before and after a child reducer runs: an observable state's `_$id`, or the ids buffer of an
/// identified array (elements added, removed or moved give it a new buffer).
@usableFromInline
enum ChildIdentity: Equatable {
  case state(ObservableStateID)
  case elements(ArrayStorageIdentity)
}
