/// How a `Scope` over an enum state reaches its case, and where the `Scope` was written.
@usableFromInline
struct ChildStateCase<Parent, Child> {
  @usableFromInline let path: AnyCasePath<Parent, Child>
  @usableFromInline let callSite: CallSite

  @usableFromInline
  init(path: AnyCasePath<Parent, Child>, callSite: CallSite) {
    self.path = path
    self.callSite = callSite
  }
}
