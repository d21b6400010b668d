/// The reporter used unless another is installed: a test failure inside a test, a runtime
/// warning anywhere else.
public struct _DefaultReporter: IssueReporter {
  public func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    switch TestContext.current {
    case .swiftTesting:
      SwiftTestingBridge.record(
        message(), fileID: fileID, filePath: filePath, line: line, column: column
      )
    case .xcTest:
      XCTestBridge.fail(message() ?? "", filePath: filePath, line: line)
    case nil:
      _RuntimeWarningReporter().reportIssue(
        message(), fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }

  public func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    if TestContext.current == .swiftTesting {
      SwiftTestingBridge.record(
        error, message(), fileID: fileID, filePath: filePath, line: line, column: column
      )
    } else {
      reportIssue(
        caughtErrorMessage(error, message()),
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }
}

extension IssueReporter where Self == _DefaultReporter {
  /// Fails the running test, or prints a runtime warning outside of tests.
  public static var `default`: Self { Self() }
}
