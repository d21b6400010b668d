import CasePaths

/// What tells a presented child apart from the one presented before it: its enum case, and the
/// identity of an observable state, compared before and after the parent runs. A new value in
/// the same place is a new presentation, whose predecessor's effects are cancelled.
///
/// Read in place and compared as plain values, so an action that presents nothing new costs no
/// ``NavigationID`` (a boxed key path) on either side: one is built only when the presentation
/// changed, to cancel the old child's effects.
@usableFromInline
struct PresentedIdentity: Equatable {
  @usableFromInline let tag: UInt32?
  @usableFromInline let id: ObservableStateID?

  // Written out so the comparison, made on every action of a presenting parent, inlines: the
  // derived one is a call.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.tag == rhs.tag && lhs.id?.location == rhs.id?.location && lhs.id?.tag == rhs.id?.tag
  }

  /// The identity of `child`, or nil when nothing is presented.
  ///
  /// - Parameters:
  ///   - child: The presented child, read in place.
  ///   - stateID: Reads an observable child's id; nil for another child.
  @inlinable
  init?<Child>(_ child: inout Child?, stateID: StateIDReader<Child>?) {
    guard child != nil else { return nil }
    self.tag = hasEnumTag(Child.self) ? enumTag(child!) : nil
    self.id = stateID?(&child!)
  }
}

extension NavigationID {
  /// The navigation id of a child presented at `path` with `identity`.
  @usableFromInline
  init(path: AnyKeyPath, identity: PresentedIdentity) {
    self.init(path: path, tag: identity.tag)
  }
}
