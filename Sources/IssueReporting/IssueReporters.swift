import Locking
import Synchronization

/// The reporters that ``reportIssue(_:fileID:filePath:line:column:)`` uses.
public enum IssueReporters {
  private static let global = Lock<[any IssueReporter]>([.default])
  @TaskLocal static var local: [any IssueReporter]?

  /// The reporters in effect: those of the innermost ``withIssueReporters(_:operation:)`` if
  /// any, otherwise the global list, which is `[.default]` unless set.
  public static var current: [any IssueReporter] {
    get { local ?? global.withLock { $0 } }
    set { global.withLock { $0 = newValue } }
  }
}

/// Runs `operation` with `reporters` in place of the current issue reporters.
///
/// ```swift
/// withIssueReporters([.fatalError]) {
///   // every issue reported here stops the program
/// }
/// ```
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  operation: () throws -> R
) rethrows -> R {
  try IssueReporters.$local.withValue(reporters, operation: operation)
}

/// Runs `operation` with `reporters` in place of the current issue reporters.
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await IssueReporters.$local.withValue(reporters, operation: operation)
}
