/// How a `Scope` over an enum state reaches its case, and where the `Scope` was written.
///
/// A class: a `Scope` holds it in one word, so a scope over a stored property (the common one,
/// which never reads it) stays small enough to be copied in registers on every action.
@usableFromInline
final class ChildStateCase<Parent, Child> {
  @usableFromInline let path: AnyCasePath<Parent, Child>
  @usableFromInline let callSite: CallSite

  @usableFromInline
  init(path: AnyCasePath<Parent, Child>, callSite: CallSite) {
    self.path = path
    self.callSite = callSite
  }
}
