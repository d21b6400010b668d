import Locking
import Synchronization

/// The issues expected by the innermost ``withExpectedIssue(_:isIntermittent:fileID:filePath:line:column:_:)``.
///
/// It is task-local, so issues reported by child tasks and tasks started inside the body count,
/// and concurrent tests never see each other's expectations.
final class IssueExpectation: Sendable {
  @TaskLocal static var current: IssueExpectation?

  /// Whether Swift Testing's `withKnownIssue` keeps the count: issues are then recorded there,
  /// whatever reporters are installed, instead of being counted here.
  let recordsInSwiftTesting: Bool

  private let count = Lock(0)

  init(recordsInSwiftTesting: Bool = false) {
    self.recordsInSwiftTesting = recordsInSwiftTesting
  }

  func fulfill() { count.withLock { $0 += 1 } }

  var fulfillments: Int { count.withLock { $0 } }
}
