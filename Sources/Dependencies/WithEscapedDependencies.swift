/// Hands the current dependencies to `operation` as a ``DependencyValues/Continuation``, to
/// restore them inside escaping code that task-locals do not reach.
///
/// ```swift
/// withEscapedDependencies { dependencies in
///   callbackBasedAPI { result in
///     dependencies.yield {
///       // Dependencies here are those current at `withEscapedDependencies`.
///     }
///   }
/// }
/// ```
///
/// Call `yield` first thing in the escaping closure, and make further overrides inside it.
///
/// - Parameter operation: Receives the captured dependencies.
/// - Returns: What `operation` returns.
public func withEscapedDependencies<R>(
  _ operation: (DependencyValues.Continuation) throws -> R
) rethrows -> R {
  try operation(DependencyValues.Continuation())
}

/// Hands the current dependencies to the asynchronous `operation` as a
/// ``DependencyValues/Continuation``.
///
/// - Parameters:
///   - isolation: The actor the operation runs on; the caller's by default.
///   - operation: Receives the captured dependencies.
/// - Returns: What `operation` returns.
public func withEscapedDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: (DependencyValues.Continuation) async throws -> R
) async rethrows -> R {
  try await operation(DependencyValues.Continuation())
}

extension DependencyValues {
  /// Dependencies captured by `withEscapedDependencies`, to restore in escaping code.
  public struct Continuation: Sendable {
    let dependencies = DependencyValues._current

    /// Runs `operation` with the captured dependencies current.
    ///
    /// - Parameter operation: The work to run.
    /// - Returns: What `operation` returns.
    public func yield<R>(_ operation: () throws -> R) rethrows -> R {
      try DependencyValues.$_current.withValue(dependencies, operation: operation)
    }

    /// Runs the asynchronous `operation` with the captured dependencies current.
    ///
    /// - Parameters:
    ///   - isolation: The actor the operation runs on; the caller's by default.
    ///   - operation: The work to run.
    /// - Returns: What `operation` returns.
    public func yield<R>(
      isolation: isolated (any Actor)? = #isolation,
      _ operation: () async throws -> R
    ) async rethrows -> R {
      try await DependencyValues.$_current.withValue(dependencies, operation: operation)
    }
  }
}
