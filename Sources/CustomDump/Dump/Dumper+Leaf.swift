extension Dumper {
  /// A value without structure: strings as Swift literals (raw or multi-line when needed),
  /// anything else as its description.
  func leafBody(_ value: Any, isNamed: Bool, maxDepth: Int) -> String {
    guard let string = value as? any StringProtocol else { return "\(value)" }
    return stringLiteral(String(string), isNamed: isNamed, maxDepth: maxDepth)
  }

  /// The literal a reader would paste back into Swift.
  ///
  /// A multi-line string becomes a `"""` block whose lines sit two spaces under a label; a string
  /// with quotes or backslashes becomes a raw `#"…"#` literal with enough `#`s.
  private func stringLiteral(_ string: String, isNamed: Bool, maxDepth: Int) -> String {
    if string.contains(where: \.isNewline) {
      guard maxDepth > 0 else { return "\"…\"" }
      let hashes = String(repeating: "#", count: string.rawDelimiterCount(isMultiline: true))
      let lines = string.indenting(by: isNamed ? 2 : 0)
      return "\(hashes)\"\"\"\n\(lines)\n\(isNamed ? "  " : "")\"\"\"\(hashes)"
    }
    if string.contains("\"") || string.contains("\\") {
      let count = max(string.rawDelimiterCount(isMultiline: false), 1)
      let hashes = String(repeating: "#", count: count)
      return "\(hashes)\"\(string)\"\(hashes)"
    }
    return string.debugDescription
  }
}
