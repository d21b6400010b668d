/// A type that can name the case key path of any value of its enum: the case the value is in.
///
/// The ``CasePathable()`` macro makes each enum's ``CasePathable/AllCasePaths`` conform, so an
/// enum's values can be sorted, grouped or keyed by case without a `switch`:
///
/// ```swift
/// @CasePathable
/// enum Field {
///   case title(String)
///   case body(String)
///   case isLive
/// }
///
/// Field.allCasePaths[.title("Hello")]  // \.title
/// Field.title("Hello").case             // \.title
/// ```
public protocol CasePathReflectable<Root> {
  /// The enum whose values this type reflects.
  associatedtype Root: CasePathable

  /// The case key path of the case that `root` is in.
  ///
  /// - Parameter root: A value of the enum.
  /// - Returns: The partial case key path of its case.
  subscript(root: Root) -> PartialCaseKeyPath<Root> { get }
}

extension CasePathable where AllCasePaths: CasePathReflectable<Self> {
  /// The case key path of the case this value is in.
  ///
  /// ```swift
  /// Field.body("…").case == \.body  // true
  /// ```
  public var `case`: PartialCaseKeyPath<Self> {
    Self.allCasePaths[self]
  }
}
