/// The stored property behind an observed field of an `@ObservableState` value, as the macro's
/// expansion names it for child reducers.
///
/// Opaque: the expansion makes one from the key path of the private storage, and only
/// ComposableArchitecture reads it back, to mutate a child's state where it lives. Nothing else
/// can reach the private storage through it. You do not use it directly.
public struct _$StoredProperty {
  let keyPath: AnyKeyPath

  /// Names the stored property at `keyPath`. Called by `@ObservableState`'s expansion.
  public init<Root, Value>(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
  }
}
