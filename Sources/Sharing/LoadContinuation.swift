/// How a ``SharedReaderKey`` hands back the value it loaded: resume it exactly once.
///
/// ```swift
/// func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
///   if let data = storage[key] {
///     continuation.resume(with: Result { try decode(data) })
///   } else {
///     continuation.resumeReturningInitialValue()
///   }
/// }
/// ```
///
/// Resuming twice is reported as an issue; so is never resuming, when the last copy of the
/// continuation goes away.
public struct LoadContinuation<Value>: Sendable {
  private let box: ContinuationBox<Value>

  /// Creates a continuation that calls `callback` with the result.
  ///
  /// - Parameters:
  ///   - description: Names the key in issues about misuse.
  ///   - callback: What to do with the loaded value (`nil`: keep the initial value) or error.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.box = ContinuationBox(description: description, callback: callback)
  }

  /// Resumes with a loaded value.
  public func resume(returning value: Value) {
    resume(with: .success(value))
  }

  /// Resumes with the error that kept the value from loading.
  public func resume(throwing error: any Error) {
    resume(with: .failure(error))
  }

  /// Resumes with nothing loaded: the shared value keeps its initial (default) value.
  public func resumeReturningInitialValue() {
    resume(with: .success(nil))
  }

  /// Resumes with a result: a value, `nil` for the initial value, or an error.
  public func resume(with result: Result<Value?, any Error>) {
    box.resume(with: result)
  }
}
