import Synchronization

/// The issues expected by the innermost ``withExpectedIssue(_:isIntermittent:fileID:filePath:line:column:_:)``.
///
/// It is task-local, so issues reported by child tasks and tasks started inside the body count,
/// and concurrent tests never see each other's expectations.
final class IssueExpectation: Sendable {
  @TaskLocal static var current: IssueExpectation?

  private let count = Mutex(0)

  func fulfill() { count.withLock { $0 += 1 } }

  var fulfillments: Int { count.withLock { $0 } }
}
