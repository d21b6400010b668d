/// A key path that can cross isolation domains.
///
/// Key path literals are `Sendable` when everything they capture is, but `KeyPath` values handed
/// through dynamic member lookup are not typed so; this is the type such a key path is promised
/// as by ``Swift/_AppendKeyPath/unsafeSendable()``.
public typealias _SendableKeyPath<Root, Value> = any Sendable & KeyPath<Root, Value>

extension _AppendKeyPath {
  /// This key path, promised to be `Sendable`.
  ///
  /// Dynamic member lookup hands over plain `KeyPath` values (a key path literal can be
  /// `Sendable`, the subscript parameter cannot say so), so code that must capture one in a
  /// `@Sendable` closure, for example a case key path kept in a builder, states the promise here:
  ///
  /// ```swift
  /// subscript<Member>(dynamicMember keyPath: CaseKeyPath<Element, Member>) -> Builder<Member> {
  ///   Builder(keyPath: keyPath.unsafeSendable())
  /// }
  /// ```
  ///
  /// Only sound when the key path captures nothing that is not `Sendable`: no subscript
  /// argument of a non-`Sendable` type. Case key paths written with the `CasePathable` macro's
  /// members never capture anything.
  ///
  /// - Returns: The same key path, typed as `Sendable`.
  public func unsafeSendable<Root, Value>() -> _SendableKeyPath<Root, Value>
  where Self == KeyPath<Root, Value> {
    // `Sendable` is a marker protocol: the existential is the class reference, nothing more, so
    // reinterpreting the reference changes only the static type.
    unsafeBitCast(self, to: _SendableKeyPath<Root, Value>.self)
  }
}
