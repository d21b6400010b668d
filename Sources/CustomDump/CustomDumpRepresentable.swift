/// A type that is dumped and diffed as another value.
///
/// Wrapper types use this to get out of the way: a tagged identifier dumps as its raw value, a
/// box as its contents.
///
/// ```swift
/// struct UserID: CustomDumpRepresentable {
///   var rawValue: Int
///   var customDumpValue: Any { rawValue }
/// }
///
/// customDump(UserID(rawValue: 42))
/// // 42
/// ```
public protocol CustomDumpRepresentable<CustomDumpValue> {
  /// The type of the value that stands in for this one.
  associatedtype CustomDumpValue = Any

  /// The value dumped and diffed in place of this one.
  var customDumpValue: CustomDumpValue { get }
}
