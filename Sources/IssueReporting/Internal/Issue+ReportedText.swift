import Testing

extension Issue {
  /// The text a test in this package matches an issue on: the message of a
  /// ``reportIssue(_:fileID:filePath:line:column:)``, which it records as a comment, and any
  /// other issue's comments, one per line.
  package var reportedText: String {
    comments.map(\.rawValue).joined(separator: "\n")
  }
}
