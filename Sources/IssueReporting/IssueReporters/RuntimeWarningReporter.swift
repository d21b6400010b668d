/// A reporter that prints each issue to standard error as `fileID:line: message`.
public struct _RuntimeWarningReporter: IssueReporter {
  public func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    StandardError.print(Self.format(message(), fileID: fileID, line: line) + "\n")
  }

  /// The printed line: the call site, then the message.
  static func format(_ message: String?, fileID: StaticString, line: UInt) -> String {
    let text = message.flatMap { $0.isEmpty ? nil : $0 } ?? "Issue reported"
    return "\(fileID):\(line): \(text)"
  }
}

extension IssueReporter where Self == _RuntimeWarningReporter {
  /// Prints issues to standard error and lets the program carry on.
  public static var runtimeWarning: Self { Self() }
}
