import CustomDump

/// `text` with every non-empty line indented by `spaces` spaces.
func indented(_ text: String, by spaces: Int) -> String {
  let padding = String(repeating: " ", count: spaces)
  return text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : padding + $0 }
    .joined(separator: "\n")
}

/// The name of the case an enum value is in, `detail`, without its type or payload.
func caseName(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let label = mirror.children.first?.label else {
    return "\(value)"
  }
  return label
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
