/// A one-line description of a value for runtime warnings, with every wrapper:
/// `Parent.Action.child(Child.Action.tap)`.
///
/// Types local to a function (features declared inside a test) have no stable name: their
/// `(unknown context at $…)` qualifiers are dropped, as TCA drops them. Shared by the modules
/// whose warnings name an action (ComposableArchitecture, SwiftNavigation's buttons).
@usableFromInline
package func describe(_ value: Any) -> String {
  var text = ""
  debugPrint(value, terminator: "", to: &text)
  return removingUnknownContexts(text)
}
