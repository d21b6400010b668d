import Testing

extension Issue {
  /// The text a test in this package matches an issue on: the message of a
  /// ``reportIssue(_:fileID:filePath:line:column:)`` (the expression of the failed expectation it
  /// records), or else the issue's comments, one per line.
  ///
  /// Swift Testing does not expose an expectation's expression, so it is read back from the
  /// description, `"Expectation failed: <message>"`, after the severity the toolchain appends.
  package var reportedText: String {
    guard case .expectationFailed = kind, comments.isEmpty else {
      return comments.map(\.rawValue).joined(separator: "\n")
    }
    var text = Substring(description)
    let prefix = "Expectation failed: "
    if text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
    for severity in [" (error)", " (warning)"] where text.hasSuffix(severity) {
      text = text.dropLast(severity.count)
    }
    return String(text)
  }
}
