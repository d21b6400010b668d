/// A class whose instances are equal only to themselves, and hash by identity.
///
/// Navigation APIs ask for `Hashable` values; a reference type that means "this object" conforms
/// with no code of its own:
///
/// ```swift
/// @Observable
/// final class DetailModel: HashableObject {
///   var title = ""
/// }
/// ```
public protocol HashableObject: AnyObject, Hashable {}

extension HashableObject {
  /// Whether `lhs` and `rhs` are the same instance.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs === rhs
  }

  /// Hashes the instance's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
