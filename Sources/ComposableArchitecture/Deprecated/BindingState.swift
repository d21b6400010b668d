import CustomDump

/// A field of a feature's state that views may write through bindings, from before
/// `@ObservableState`: `@BindingState var title = ""`, written with `.set(\.$title, "New")` and
/// matched with `case .binding(\.$title)`.
///
/// The projected value (`$title`) is the wrapper itself, so a binding action carries the key
/// path to the wrapper and `BindingReducer` writes its `wrappedValue`.
@available(
  *, deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
@propertyWrapper
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// Wraps a field's initial value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself: `\.$title` is the key path a binding action writes through.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {}

@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {}

@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated)
extension BindingState: Decodable where Value: Decodable {
  /// Decodes the wrapped value alone, as it was encoded.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

@available(*, deprecated)
extension BindingState: Encodable where Value: Encodable {
  /// Encodes the wrapped value alone: the wrapper leaves no trace in the encoding.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

@available(*, deprecated)
extension BindingState: CustomReflectable {
  /// The wrapped value's mirror: the wrapper leaves no trace in dumps and diffs.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

@available(*, deprecated)
extension BindingState: CustomDumpRepresentable {
  /// The wrapped value.
  public var customDumpValue: Any { wrappedValue }
}

@available(*, deprecated)
extension BindingState: CustomDebugStringConvertible where Value: CustomDebugStringConvertible {
  /// The wrapped value's debug description.
  public var debugDescription: String { wrappedValue.debugDescription }
}

@available(
  *, deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindingAction {
  /// An action that sets the `@BindingState` field at `keyPath` (`\.$title`) to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    let field = UncheckedSendable(keyPath)
    return Self(
      keyPath: keyPath,
      set: { $0[keyPath: field.value].wrappedValue = value },
      value: value,
      isEqual: { ($0 as? Value) == value }
    )
  }
}

@available(
  *, deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindableAction {
  /// The binding action that sets the `@BindingState` field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }
}

@available(
  *, deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindingAction.AllCasePaths {
  /// The binding action that writes the `@BindingState` field at `keyPath`:
  /// `\.binding.$title`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    BindingAction.casePath(writingWrapped: keyPath)
  }
}

@available(*, deprecated)
extension BindingAction {
  /// Unconstrained, so its closures capture no conformance of `Root`.
  static func casePath<Value: Equatable & Sendable>(
    writingWrapped keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    let field = UncheckedSendable(keyPath)
    return AnyCasePath(
      embed: { .set(field.value, $0) },
      extract: { $0.keyPath == field.value ? $0.value as? Value : nil }
    )
  }
}
