/// A type whose cases can be reached through case key paths.
///
/// Apply the ``CasePathable()`` macro to an enum to get this conformance for free; the macro
/// writes ``AllCasePaths`` with one ``AnyCasePath`` per case. Conforming by hand is possible for
/// types the macro cannot see, as the standard library's `Optional` and `Result` show.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case increment
///   case child(Child.Action)
/// }
///
/// let path: CaseKeyPath<Action, Child.Action> = \.child
/// ```
public protocol CasePathable {
  /// A namespace holding one case path per case of the conforming type.
  associatedtype AllCasePaths

  /// The case paths of this type.
  static var allCasePaths: AllCasePaths { get }

  /// The name of the case that a case key path reaches in one step, if it is known.
  ///
  /// The ``CasePathable()`` macro implements this for each case it generates; nested paths
  /// (`\.child.grandchild`) and hand-written conformances that do not implement it return `nil`.
  ///
  /// - Parameter keyPath: A partial case key path.
  /// - Returns: The case name, or `nil`.
  static func caseName(for keyPath: PartialCaseKeyPath<Self>) -> String?
}

extension CasePathable {
  /// The default answer: the case name is not known.
  public static func caseName(for keyPath: PartialCaseKeyPath<Self>) -> String? { nil }

  /// A namespace that spells case key paths out in full: `\Action.Cases.child`.
  public typealias Cases = Case<Self>
}
