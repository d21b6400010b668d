/// The box holding a presented state, shared copy-on-write by copies of a `PresentationState`
/// (so a feature may present itself, and copying a parent does not copy its child).
///
/// Its variable is exempt from dynamic exclusivity checks: a class's variable otherwise costs two
/// runtime calls per access, and a presenting parent reads it on every action. The exemption is
/// sound because:
/// - the box is written only through a `PresentationState` holding its only reference (every
///   write to a shared box copies it first), and that `PresentationState` is then itself being
///   accessed exclusively, which the compiler enforces;
/// - so a read through another reference never overlaps a write: there is no other reference.
///
/// `PresentationState` asserts the first point before each write; the tests check the copies.
@usableFromInline
final class _UnsafePresentationBox<State>: @unchecked Sendable {  // NB: written only when unique
  @exclusivity(unchecked) @usableFromInline var state: State?

  @usableFromInline
  init(_ state: State?) {
    self.state = state
  }
}
