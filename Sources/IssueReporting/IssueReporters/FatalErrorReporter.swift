/// A reporter that stops the program at the first issue.
public struct _FatalErrorReporter: IssueReporter {
  public func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    Swift.fatalError(message() ?? "Issue reported", file: filePath, line: line)
  }
}

extension IssueReporter where Self == _FatalErrorReporter {
  /// Traps on every issue: for programs where a misuse must never go unnoticed.
  public static var fatalError: Self { Self() }
}
