/// How a ``SharedKey`` says that a save finished: resume it exactly once.
///
/// ```swift
/// func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
///   continuation.resume(with: Result { try write(value) })
/// }
/// ```
public struct SaveContinuation: Sendable {
  private let box: ContinuationBox<Never>

  /// Creates a continuation that calls `callback` with the outcome.
  ///
  /// - Parameters:
  ///   - description: Names the key in issues about misuse.
  ///   - callback: What to do once the save succeeded or failed.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Never?, any Error>) -> Void
  ) {
    self.box = ContinuationBox(description: description, callback: callback)
  }

  /// Resumes: the value was saved.
  public func resume() {
    resume(with: .success(()))
  }

  /// Resumes with the error that kept the value from being saved.
  public func resume(throwing error: any Error) {
    resume(with: .failure(error))
  }

  /// Resumes with the outcome of the save.
  public func resume(with result: Result<Void, any Error>) {
    box.resume(with: result.map { nil })
  }
}
