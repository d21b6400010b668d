import IssueReporting
import Synchronization

/// Collects reported messages so tests can check what a reporter receives.
final class RecordingReporter: IssueReporter {
  private let storage = Mutex<[String]>([])

  var messages: [String] { storage.withLock { $0 } }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    storage.withLock { $0.append(message) }
  }
}
