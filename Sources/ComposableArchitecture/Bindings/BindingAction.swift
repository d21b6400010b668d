/// An action that writes one field of a feature's state: what a form control sends.
///
/// Create one with `set(_:_:)`, match it in a reducer by key path, and name it in tests with a
/// case key path through the field (`\.binding.query`):
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
///
/// await store.send(\.binding.query, "milk") { $0.query = "milk" }
/// ```
public struct BindingAction<Root>: CasePathable, CustomDumpReflectable, Equatable {
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

  /// Dumps the action as the key path it sets and the value.
  public var customDumpMirror: Mirror {
    Mirror(self, children: ["set": (keyPath, value)], displayStyle: .enum)
  }
}

extension BindingAction {
  /// The case paths of a binding action: one per writable field of an observable state, so
  /// `\.binding.title` is a case key path whose value is the new title.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The binding action that writes the field at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState {
      BindingAction.casePath(writing: keyPath)
    }
  }

  /// Unconstrained, so its closures capture no conformance of `Root`.
  static func casePath<Value: Equatable & Sendable>(
    writing keyPath: WritableKeyPath<Root, Value>
  ) -> AnyCasePath<BindingAction, Value> {
    let field = UncheckedSendable(keyPath)
    return AnyCasePath(
      embed: { .set(field.value, $0) },
      extract: { $0.keyPath == field.value ? $0.value as? Value : nil }
    )
  }

  /// The case paths of a binding action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

// NB: the key path is immutable and the closures capture only it and a Sendable value.
extension BindingAction: @unchecked Sendable {}  // NB: immutable key path, Sendable captures
