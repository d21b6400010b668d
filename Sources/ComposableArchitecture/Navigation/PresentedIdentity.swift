import CasePaths

/// What tells a presented child apart from the one presented before it, as TCA's navigation ids
/// do: its enum case, and the `_$id` of an observable state (from its ``_$StateIdentity``),
/// compared before and after the parent runs. A new value in the same place is a new
/// presentation, whose predecessor's effects are cancelled.
///
/// Read in place and compared as plain values, so an action that presents nothing new costs no
/// ``NavigationID`` (a boxed key path) on either side: one is built only when the presentation
/// changed, to cancel the old child's effects.
@usableFromInline
struct PresentedIdentity: Equatable, Sendable {
  @usableFromInline let tag: UInt32?
  @usableFromInline let id: ObservableStateID?

  // Written out so the comparison, made on every action of a presenting parent, inlines: the
  // derived one is a call.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.tag == rhs.tag && lhs.id?.location == rhs.id?.location && lhs.id?.tag == rhs.id?.tag
  }

  /// Whether `other` is provably the child this identity was read from: the same case and the
  /// same observable value. A state with no `_$id` cannot say.
  @inlinable
  func isProvablySame(as other: PresentedIdentity) -> Bool {
    id != nil && self == other
  }

  /// The identity of `child`, or nil when nothing is presented.
  ///
  /// - Parameters:
  ///   - child: The presented child, read in place.
  ///   - identity: Reads the child's identity, whose `_$id` an observable child has.
  @inlinable
  init?<Child>(_ child: inout Child?, identity: StateIdentityReader<Child>) {
    // A pattern, not `!= nil`, so the child is not copied to be compared.
    if case .none = child { return nil }
    self.tag = hasEnumTag(Child.self) ? enumTag(child!) : nil
    self.id = identity.stateID(&child!)
  }
}

extension NavigationID {
  /// The navigation id of a child presented at `path` with `identity`.
  @usableFromInline
  init(path: AnyKeyPath, identity: PresentedIdentity) {
    self.init(path: path, tag: identity.tag)
  }
}

/// A presented child as its `ifLet` saw it: the navigation id its effects run under, and the
/// identity it was read from, which tells cheaply whether it is still the same child.
///
/// A class, made once per presentation: the parent's `ifLet` reads its `PresentationState`
/// on every action (through the `$destination` accessor, a copy), and a navigation id holds two
/// existentials, whose copies cost more than the rest of that check; a reference costs one
/// retain.
@usableFromInline
final class PresentedRecord: Sendable {
  @usableFromInline let id: NavigationID
  @usableFromInline let identity: PresentedIdentity

  @usableFromInline
  init(id: NavigationID, identity: PresentedIdentity) {
    self.id = id
    self.identity = identity
  }

  /// Whether `identity` is provably this record's child: the same case and the same observable
  /// value. A state with no `_$id` cannot say, and its navigation id is read again.
  @inlinable
  func isSameChild(as identity: PresentedIdentity) -> Bool {
    self.identity.isProvablySame(as: identity)
  }
}

extension NavigationID {
  /// The navigation id of `state` presented at `path`: its enum case and the `Identifiable` id
  /// of the state or of its case's payload, as TCA identifies a presentation. Another value with
  /// the same id in the same case is the same presentation.
  @usableFromInline
  init<State>(path: AnyKeyPath, presented state: State) {
    self.init(path: path, tag: enumTag(state), id: identifiableID(of: state))
  }
}

/// The `Identifiable` id of `value`, or of the payload of the enum case it is in.
func identifiableID(of value: Any) -> AnyHashableSendable? {
  func id<Value: Identifiable>(_ value: Value) -> AnyHashableSendable {
    AnyHashableSendable(UncheckedSendable(value.id))
  }
  if let identifiable = value as? any Identifiable { return id(identifiable) }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value,
    let identifiable = payload as? any Identifiable
  else { return nil }
  return id(identifiable)
}
