extension String {
  /// Every line, blank ones included, prefixed with `count` spaces.
  func indenting(by count: Int) -> String {
    indenting(with: String(repeating: " ", count: count))
  }

  /// Every line, blank ones included, prefixed with `prefix` (a diff marker and its space).
  func indenting(with prefix: String) -> String {
    guard !prefix.isEmpty else { return self }
    guard contains("\n") else { return prefix + self }
    var result = prefix
    result.reserveCapacity(utf8.count + prefix.utf8.count * 4)
    for character in self {
      result.append(character)
      if character == "\n" { result += prefix }
    }
    return result
  }
}
