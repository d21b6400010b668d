/// A one-line description of an action for runtime warnings, with every wrapper:
/// `Parent.Action.child(Child.Action.tap)`.
@usableFromInline
func describe(_ value: Any) -> String {
  var text = ""
  debugPrint(value, terminator: "", to: &text)
  return text
}

/// The case an enum value is in, `Destination.State.detail`, without its payload.
@usableFromInline
func describeCase(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let label = mirror.children.first?.label else {
    return "\(type(of: value)).\(value)"
  }
  return "\(type(of: value)).\(label)"
}
