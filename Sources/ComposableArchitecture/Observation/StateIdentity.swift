/// What tells whether a state is still the same child after a change, or was replaced by another
/// value: the one answer scoping, `forEach`, presentation, element stores, the root loop and
/// `@ObservableState`'s accessors all ask for, as TCA's `_$isIdentityEqual` gives it.
///
/// Read before a change and after it, and compared with ``isSame(as:)``:
/// - an observable state is the same while its `_$id` is (mutation keeps it, a new value has
///   another);
/// - an identified array or a stack is the same while its ids are, in order (a row changed in
///   place keeps them; a row added, removed or moved does not);
/// - an array of observable states is the same while its children's ids are;
/// - an optional child is never provably the same while it is nil, as in TCA; an empty
///   presentation is the same as another empty one;
/// - a value with no identity is never provably the same: every change to it is told.
///
/// Not `Equatable`: an identity that is unknown is not the same as itself.
///
/// `@ObservableState`'s `_modify` accessors keep the identity across a mutation, never a copy
/// of the value: a copy held across it would make copy-on-write duplicate every buffer the
/// mutation touches (a 100,000-row array for a one-row change).
public struct _$StateIdentity {
  @usableFromInline
  enum Kind {
    case unknown
    case absent
    case state(ObservableStateID)
    case elements(ElementIDs)
  }

  @usableFromInline let kind: Kind

  @inlinable
  init(kind: Kind) {
    self.kind = kind
  }

  /// The identity of an observable state: its `_$id`.
  @inlinable
  public init(_ id: ObservableStateID) {
    self.kind = .state(id)
  }

  /// The identity of children identified by `ids`, in order. The ids are held, so that their
  /// buffer, compared first, cannot be reused by another array while this identity lives.
  @inlinable
  init<ID: Hashable>(ids: [ID]) {
    self.kind = .elements(TypedElementIDs(ids))
  }

  /// The identity of a value that has none: never the same as another, or as itself.
  @inlinable
  static var unknown: Self { Self(kind: .unknown) }

  /// The identity of an empty presentation: the same as any other empty one.
  @inlinable
  static var absent: Self { Self(kind: .absent) }

  /// Whether a value with this identity is provably the value `other` was read from, however
  /// it was mutated since.
  ///
  /// - Complexity: O(1), unless children were identified and their ids are held in two
  ///   buffers: then O(*n*).
  @inlinable
  func isSame(as other: Self) -> Bool {
    // One case at a time, not a switch over the pair: a tuple of the two would be copied, with
    // a retain of any ids they hold.
    switch kind {
    case let .state(lhs):
      guard case let .state(rhs) = other.kind else { return false }
      return lhs.isSame(as: rhs)
    case let .elements(lhs):
      guard case let .elements(rhs) = other.kind else { return false }
      return lhs === rhs || lhs.holdsSameElements(as: rhs)
    case .absent:
      guard case .absent = other.kind else { return false }
      return true
    case .unknown:
      return false
    }
  }

  /// The observable state's `_$id` this identity was read from, if it was read from one: what a
  /// presentation's navigation id is made of.
  @inlinable
  var stateID: ObservableStateID? {
    if case let .state(id) = kind { return id }
    return nil
  }
}

/// The ids of identified children, in order, whatever their type: held by a reference, so that
/// an identity stays two words whatever it holds (an identity carrying the ids inline, as an
/// existential, made every read of a state's identity cost a copy of five words and calls
/// through value witnesses).
@usableFromInline
class ElementIDs {
  /// The ids' buffer: two lists held in one buffer hold the same ids, which a write that kept
  /// the buffer (a row changed in place) shows in O(1).
  @usableFromInline let address: UInt
  @usableFromInline let count: Int

  @usableFromInline
  init(address: UInt, count: Int) {
    self.address = address
    self.count = count
  }

  /// Whether the two lists hold the same ids, in order: the same buffer, or equal ids.
  @inlinable
  final func holdsSameElements(as other: ElementIDs) -> Bool {
    guard count == other.count else { return false }
    // Both lists are held, so their buffers are alive: one address is one buffer.
    if count == 0 || address == other.address { return true }
    return holdsSameIDs(as: other)
  }

  /// Whether `other` holds ids of the same type, equal, in order.
  @usableFromInline
  func holdsSameIDs(as other: ElementIDs) -> Bool {
    false
  }
}

/// The ids of identified children of one type.
@usableFromInline
final class TypedElementIDs<ID: Hashable>: ElementIDs {
  @usableFromInline let ids: [ID]

  @inlinable
  init(_ ids: [ID]) {
    self.ids = ids
    super.init(
      address: ids.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) },
      count: ids.count
    )
  }

  @usableFromInline
  override func holdsSameIDs(as other: ElementIDs) -> Bool {
    guard let other = other as? Self else { return false }
    return ids == other.ids
  }
}
