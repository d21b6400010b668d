/// Which place a ``UIBinding`` names: equal for two bindings to the same property of the same
/// object, however each was derived.
///
/// ```swift
/// UIBindingIdentifier($model.title) == UIBindingIdentifier($model.title)  // true
/// ```
public struct UIBindingIdentifier: Hashable, Sendable {
  private let location: UIBindingLocationID

  /// The identifier of `binding`'s place.
  ///
  /// - Parameter binding: A binding.
  public init<Value>(_ binding: UIBinding<Value>) {
    self.location = binding.location.id
  }
}
