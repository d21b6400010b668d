/// The state of a feature presented by its parent: `@Presents var destination: Destination.State?`.
///
/// The value lives in a box shared copy-on-write, so a feature may present itself (recursive
/// state) and copying a parent does not copy its presented child.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// // in the body:
/// .ifLet(\.$destination, action: \.destination) { Destination() }
/// ```
@propertyWrapper
public struct PresentationState<State> {
  @usableFromInline var storage: _UnsafePresentationBox<State>
  /// What the presentation's `ifLet` last saw presented, and tagged its effects with; nil until
  /// it runs, and while nothing or an alert is presented. A presentation made or dismissed
  /// elsewhere shows as a difference on its next action, which cancels the old one's effects.
  @usableFromInline var presented: PresentedRecord?

  /// Wraps a presented state, or nil for nothing presented.
  public init(wrappedValue: State?) {
    self.storage = _UnsafePresentationBox(wrappedValue)
  }

  /// The presented state, or nil.
  public var wrappedValue: State? {
    get { storage.state }
    set {
      if isKnownUniquelyReferenced(&storage) {
        storage.state = newValue
      } else {
        storage = _UnsafePresentationBox(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&storage) {
        storage = _UnsafePresentationBox(storage.state)
      }
      assert(isKnownUniquelyReferenced(&storage), "a presentation box is written while shared")
      yield &storage.state
    }
  }

  /// The identity of what is presented, read in place (a read: the box may be shared).
  @inlinable
  mutating func presentedIdentity(
    identity: StateIdentityReader<State>
  ) -> PresentedIdentity? {
    PresentedIdentity(&storage.state, identity: identity)
  }

  /// The state itself, so `$destination` names the presentation for `ifLet`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// The presented state's value in one case of an enum destination: `state.$destination[case:
  /// \.edit]`.
  ///
  /// A write, made in place or assigned, needs that case to be presented: writing `nil`
  /// dismisses it, and any write while another case (or nothing) is presented is reported and
  /// changes nothing.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case? where State: CasePathable {
    get { self[casePath: AnyCasePath(path)] }
    _modify { yield &self[casePath: AnyCasePath(path)] }
  }

  subscript<Case>(
    casePath casePath: AnyCasePath<State, Case>,
    at site: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) = (
      #fileID, #filePath, #line, #column
    )
  ) -> Case? {
    get { wrappedValue.flatMap { casePath.extract(from: $0) } }
    _modify {
      let presented = wrappedValue
      var value = presented.flatMap { casePath.extract(from: $0) }
      let isInCase = value != nil
      yield &value
      guard isInCase else {
        reportUnrelatedCaseWrite(presented, subject: "presented destination", at: site)
        return
      }
      wrappedValue = value.map(casePath.embed)
    }
  }
}

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    try self.init(wrappedValue: State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  /// Dumps as the presented value itself.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}

extension PresentationState: _$StateIdentifiable where State: ObservableState {
  /// The presented child's identity. Unlike an optional's, an empty presentation is the same as
  /// another empty one, as TCA compares presentations.
  @inlinable
  public static func _$identity(of value: inout Self) -> _$StateIdentity {
    // Read in place (a read: the box may be shared), not through a copy of the child.
    if case .none = value.storage.state { return .absent }
    return State._$identity(of: &value.storage.state!)
  }
}
