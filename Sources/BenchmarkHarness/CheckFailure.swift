/// A correctness check of a workload that failed: the benchmark run fails with it, in full and
/// in `--quick` runs alike, because a fast wrong answer measures nothing.
public struct CheckFailure: Error, Equatable, CustomStringConvertible {
  /// What was expected and what happened.
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// Throws a ``CheckFailure`` with `message` unless `condition` holds.
public func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(CheckFailure) {
  guard condition else { throw CheckFailure(message()) }
}
