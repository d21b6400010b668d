/// An action enum with a `binding` case, which ``BindingReducer`` applies to the state.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case search
/// }
/// ```
public protocol BindableAction {
  /// The state the binding actions write to.
  associatedtype State

  /// Wraps a binding action in this action type.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, if it is the `binding` case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The `binding` case's payload, found by comparing enum tags, so every other action costs a
  /// tag comparison; the payload is read only when the tags match.
  public var binding: BindingAction<State>? {
    guard let tag = enumTag(self), tag == Self.bindingCaseTag else { return nil }
    return Mirror(reflecting: self).children.first?.value as? BindingAction<State>
  }

  /// An action that sets the field at `keyPath` to `value`: `.set(\.query, "milk")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }

  /// The enum tag of the `binding` case, read from a placeholder binding action.
  static var bindingCaseTag: UInt32? {
    enumTag(Self.binding(.placeholder))
  }
}

extension BindingAction {
  /// A binding action that writes nothing: only built to read the `binding` case's enum tag.
  static var placeholder: Self {
    Self(keyPath: \Root.self, set: { _ in }, value: 0, isEqual: { _ in false })
  }
}
