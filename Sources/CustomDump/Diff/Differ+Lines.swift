extension Differ {
  /// Multi-line strings diff line by line inside one `"""` block, so one changed line of a long
  /// text shows as one `-`/`+` pair; `nil` when neither side is a multi-line string.
  mutating func diffLines(_ pair: Pair) -> String? {
    guard
      let lhs = pair.lhs as? any StringProtocol,
      let rhs = pair.rhs as? any StringProtocol
    else { return nil }
    let lhsText = String(lhs)
    let rhsText = String(rhs)
    guard lhsText.contains(where: \.isNewline) || rhsText.contains(where: \.isNewline)
    else { return nil }

    let hashes = String(
      repeating: "#",
      count: max(
        lhsText.rawDelimiterCount(isMultiline: true),
        rhsText.rawDelimiterCount(isMultiline: true)
      )
    )
    let isNamed = pair.rhsName != nil
    var layout = ChildrenLayout(
      prefix: "\(hashes)\"\"\"",
      suffix: "\(isNamed ? "  " : "")\"\"\"\(hashes)",
      matching: .byIdentityOrEquality
    )
    layout.elementIndent = isNamed ? 2 : 0
    layout.elementSeparator = ""
    return diffChildren(
      pair,
      Mirror(reflecting: Line.lines(of: lhsText)),
      Mirror(reflecting: Line.lines(of: rhsText)),
      layout: layout
    )
  }
}

/// One line of a multi-line string in a diff: printed as is, matched by its text.
private struct Line: CustomDumpStringConvertible, Identifiable {
  var rawValue: Substring

  var id: Substring { rawValue }

  var customDumpDescription: String { String(rawValue) }

  static func lines(of text: String) -> [Line] {
    guard !text.isEmpty else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(Line.init)
  }
}
