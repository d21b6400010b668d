import IssueReporting
import Locking
import Synchronization

/// The once-only callback behind ``LoadContinuation`` and ``SaveContinuation``: resuming twice
/// is reported, and never resuming is reported when the last copy goes away (and resumes with
/// "no value", so that nobody waits forever).
final class ContinuationBox<Value>: Sendable {
  private let callback: Lock<(@Sendable (Result<Value?, any Error>) -> Void)?>
  private let description: @Sendable () -> String

  init(
    description: @escaping @Sendable () -> String,
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.callback = Lock(callback)
    self.description = description
  }

  deinit {
    if let callback = callback.withLock({ $0 }) {
      reportIssue(
        """
        \(keyName) leaked its continuation without one of its resume methods being invoked. \
        This will cause tasks waiting on it to resume immediately.
        """
      )
      callback(.success(nil))
    }
  }

  func resume(with result: Result<Value?, any Error>) {
    let callback = callback.withLock { callback in
      defer { callback = nil }
      return callback
    }
    guard let callback else {
      reportIssue("\(keyName) tried to resume its continuation more than once.")
      return
    }
    callback(result)
  }

  private var keyName: String {
    let description = description()
    return description.isEmpty ? "A shared key" : "'\(description)'"
  }
}
