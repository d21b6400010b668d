/// An action that writes one field of a feature's state: what a form control sends.
///
/// Create one with ``set(_:_:)`` and match it in a reducer by key path:
///
/// ```swift
/// store.send(.binding(.set(\.query, "milk")))
///
/// Reduce { state, action in
///   switch action {
///   case .binding(\.query):
///     return .send(.search)
///   case .binding:
///     return .none
///   }
/// }
/// ```
public struct BindingAction<Root>: CustomDumpReflectable, Equatable {
  /// The field this action writes.
  public let keyPath: PartialKeyPath<Root>

  @usableFromInline let set: @Sendable (inout Root) -> Void
  let value: any Sendable
  let isEqual: @Sendable (any Sendable) -> Bool

  /// An action that sets the field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    let sendableKeyPath = UncheckedSendable(keyPath)
    return Self(
      keyPath: keyPath,
      set: { $0[keyPath: sendableKeyPath.value] = value },
      value: value,
      isEqual: { ($0 as? Value) == value }
    )
  }

  /// Whether `bindingAction` writes the field at `keyPath`: the pattern in
  /// `case .binding(\.field)`.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool {
    bindingAction.keyPath == keyPath
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isEqual(rhs.value)
  }

  public var customDumpMirror: Mirror {
    Mirror(self, children: ["set": (keyPath, value)], displayStyle: .enum)
  }
}

// NB: the key path is immutable and the closures capture only it and a Sendable value.
extension BindingAction: @unchecked Sendable {}  // NB: immutable key path, Sendable captures
