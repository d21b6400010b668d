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
    stateID: StateIDReader<State>?
  ) -> PresentedIdentity? {
    PresentedIdentity(&storage.state, stateID: stateID)
  }

  /// The state itself, so `$destination` names the presentation for `ifLet`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// The presented state's value in one case of an enum destination: `state.$destination[case:
  /// \.edit]`. Setting writes only when that case is presented.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case? where State: CasePathable {
    get { self[casePath: AnyCasePath(path)] }
    set { self[casePath: AnyCasePath(path)] = newValue }
  }

  /// The presented state in the case of `casePath`: the case key path and case path subscripts
  /// both read and write through it.
  subscript<Case>(casePath casePath: AnyCasePath<State, Case>) -> Case? {
    get { wrappedValue.flatMap { casePath.extract(from: $0) } }
    set {
      guard let newValue, wrappedValue.map({ casePath.extract(from: $0) != nil }) == true
      else { return }
      wrappedValue = casePath.embed(newValue)
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
