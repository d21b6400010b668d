/// Makes an enum ``CasePathable``: one case key path per case.
///
/// The macro adds a nested `AllCasePaths` with an ``AnyCasePath`` for every case (cases inside
/// `#if` blocks included), `static var allCasePaths`, `static func caseName(for:)`, and the
/// conformance. Members get the enum's access level.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case increment
///   case child(Child.Action)
///   case moved(from: Int, to: Int)
/// }
///
/// \Action.Cases.child            // CaseKeyPath<Action, Child.Action>
/// \Action.Cases.moved            // CaseKeyPath<Action, (from: Int, to: Int)>
/// action[case: \.child]          // Child.Action?
/// \Action.Cases.increment()      // Action.increment
/// ```
///
/// Applying it to anything but an enum is a compile-time error.
@attached(extension, conformances: CasePathable)
@attached(member, names: named(AllCasePaths), named(allCasePaths), named(caseName))
public macro CasePathable() =
  #externalMacro(module: "CasePathsMacros", type: "CasePathableMacro")
