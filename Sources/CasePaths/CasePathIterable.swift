/// A case-pathable type whose ``CasePathable/AllCasePaths`` is a sequence of every case key path,
/// in declaration order.
///
/// The ``CasePathable()`` macro gives enums this conformance, and `Optional`, `Result` and `Never`
/// have it too:
///
/// ```swift
/// @CasePathable
/// enum Field {
///   case title(String)
///   case body(String)
///   case isLive
/// }
///
/// Array(Field.allCasePaths)  // [\.title, \.body, \.isLive]
/// ```
public protocol CasePathIterable: CasePathable
where AllCasePaths: Sequence, AllCasePaths.Element == PartialCaseKeyPath<Self> {}
