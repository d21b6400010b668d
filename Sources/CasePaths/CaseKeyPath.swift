/// A key path to the associated value of an enum case.
///
/// Write one as `\Action.Cases.child`, or `\.child` where the root is known. Case key paths
/// compose like key paths (`\.destination.presented.edit`), are hashable, and are the form in
/// which reducers name a child's actions:
///
/// ```swift
/// Scope(state: \.child, action: \.child) { Child() }
///
/// action[case: \.child]          // extract
/// let action = \Action.Cases.child(.tapped)  // embed
/// switch action { case \.child: ... }        // match
/// ```
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose value type is erased: any case of `Root`.
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

extension CaseKeyPath {
  /// Embeds a value in this case key path's case: `\Action.Cases.child(.tapped)`.
  ///
  /// - Parameter value: The associated value.
  /// - Returns: The enum in this path's case, holding `value`.
  public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    AnyCasePath(self).embed(value)
  }

  /// Builds the value of a case with no associated value: `\Action.Cases.increment()`.
  ///
  /// - Returns: The enum in this path's case.
  public func callAsFunction<Enum>() -> Enum
  where Root == Case<Enum>, Value == Case<Void> {
    AnyCasePath(self).embed(())
  }

  /// Whether a value is in this case key path's case, for `switch` and `if case`.
  ///
  /// ```swift
  /// switch action {
  /// case \.child.tapped: ...
  /// default: ...
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: A case key path.
  ///   - rhs: An enum value.
  /// - Returns: `true` if the value's associated value can be extracted through `lhs`.
  public static func ~= <Enum: CasePathable, AssociatedValue>(lhs: KeyPath, rhs: Enum) -> Bool
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    rhs[case: lhs] != nil
  }
}

extension _AppendKeyPath {
  /// Embeds a value of any type in a partial case key path's case, or returns `nil` when the
  /// value's type is not the case's associated value type.
  ///
  /// A case whose associated value is optional takes the wrapped value too, as the case's
  /// constructor would:
  ///
  /// ```swift
  /// let path: PartialCaseKeyPath<Field> = \.subtitle  // case subtitle(String?)
  /// path("Hi")                   // .subtitle("Hi")
  /// path(String?.none as Any)    // .subtitle(nil)
  /// path(42)                     // nil
  /// ```
  ///
  /// - Parameter value: A value to embed.
  /// - Returns: The enum in this path's case, or `nil`.
  @_disfavoredOverload
  public func callAsFunction<Enum: CasePathable>(_ value: Any) -> Enum?
  where Self == PartialCaseKeyPath<Enum> {
    let reached = Case<Enum>()[keyPath: self]
    func open<AssociatedValue>(_ value: AssociatedValue) -> Enum? {
      if let exact = reached as? Case<AssociatedValue> {
        return exact._embed(value) as? Enum
      }
      // An `Any` holding a wrapped value never opens as the optional the case carries.
      return (reached as? Case<AssociatedValue?>)?._embed(value) as? Enum
    }
    return _openExistential(value, do: open)
  }
}
