extension String {
  /// How many `#` a raw string literal needs so that nothing inside ends it early.
  ///
  /// A single-line literal is ended by `"` followed by as many `#` as its delimiter; a multi-line
  /// one by `"""` and its `#`s. Each run of a closing quote and `#`s inside the text needs one
  /// more `#` than it has.
  func rawDelimiterCount(isMultiline: Bool) -> Int {
    let quoteRun = isMultiline ? 3 : 1
    let characters = Array(unicodeScalars)
    var count = 0
    var index = 0
    while index < characters.count {
      guard characters[index] == "\"" else {
        index += 1
        continue
      }
      var quotes = 0
      while index + quotes < characters.count, characters[index + quotes] == "\"",
        quotes < quoteRun
      {
        quotes += 1
      }
      guard quotes == quoteRun else {
        index += quotes
        continue
      }
      var hashes = 0
      while index + quotes + hashes < characters.count,
        characters[index + quotes + hashes] == "#"
      {
        hashes += 1
      }
      count = Swift.max(count, hashes + 1)
      index += quotes + hashes
    }
    return count
  }
}
