/// Makes an enum ``CasePathable``: one case key path per case.
///
/// The macro adds a nested `AllCasePaths` with an ``AnyCasePath`` for every case (cases inside
/// `#if` blocks included), `static var allCasePaths`, `static func caseName(for:)`, and the
/// ``CasePathable`` and ``CasePathIterable`` conformances. `AllCasePaths` is a
/// ``CasePathReflectable`` (`Action.allCasePaths[action]` is the case key path of `action`'s
/// case) and a `Sequence` of every case key path in declaration order. Members get the enum's
/// access level. A payload type named `Element`, `Iterator` or `Root` (say a generic parameter of
/// an enclosing type) gets an alias in the enum, `_$Element`, so that inside `AllCasePaths` it
/// still means what it means in the enum rather than the conformances' associated types.
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
@attached(extension, conformances: CasePathable, CasePathIterable)
@attached(
  member,
  names: named(AllCasePaths), named(allCasePaths), named(caseName), named(_$Element),
  named(_$Iterator), named(_$Root)
)
public macro CasePathable() =
  #externalMacro(module: "CasePathsMacros", type: "CasePathableMacro")
