/// The name a dump shows for a type: no module prefix, no generic arguments, no anonymous
/// contexts (`Result<Int, Error>` dumps as `Result`, `Feature.State` as `Feature.State`).
///
/// Generic arguments are dropped from the first `<` to the last `>`, as Point-Free does, so the
/// text matches theirs for nested generic types too.
func typeName(_ type: Any.Type, genericsAbbreviated: Bool = true) -> String {
  guard genericsAbbreviated else {
    // Module qualifiers are dropped everywhere, generic arguments kept: `KeyPath<User, Int>`.
    return _typeName(type, qualified: false)
  }
  var name = _typeName(type, qualified: true)
  if let dot = name.firstIndex(of: ".") {
    name.removeSubrange(...dot)
  }
  if let open = name.firstIndex(of: "<"), let close = name.lastIndex(of: ">"), open < close {
    name.removeSubrange(open...close)
  }
  return removingUnknownContexts(name)
}

/// Local types print as `(unknown context at $55d3…).Inline`; the address changes between runs
/// and says nothing to a reader. Also used by ComposableArchitecture's runtime warnings, which
/// print values with `debugPrint`.
package func removingUnknownContexts(_ name: String) -> String {
  let marker = "(unknown context at $"
  guard name.contains(marker) else { return name }
  var result = ""
  var rest = name[...]
  while let range = rest.range(of: marker) {
    result += rest[..<range.lowerBound]
    rest = rest[range.upperBound...]
    if let close = rest.firstIndex(of: ")") {
      rest = rest[rest.index(after: close)...]
      if rest.first == "." { rest = rest.dropFirst() }
    }
  }
  return result + rest
}
