import IssueReporting
import Locking

/// Keeps the messages of the issues a side of a differential run reported, in order, so both
/// sides can be compared: a fast path must warn exactly when its plain twin does.
final class IssueCollector: IssueReporter {
  private let messages = Lock<[String]>([])

  /// The messages reported so far.
  var reported: [String] { messages.withLock { $0 } }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    messages.withLock { $0.append(message) }
  }
}
