extension DependencyValues {
  /// Starts work that nobody waits for: an unstructured task in the application, but awaited in
  /// tests and previews, so a test can check what the work did as soon as the call returns.
  ///
  /// ```swift
  /// @Dependency(\.fireAndForget) var fireAndForget
  ///
  /// try await database.updateEmail(of: userID, to: newAddress)
  /// await fireAndForget {
  ///   try await mailer.send(to: newAddress, subject: "Your address has changed")
  /// }
  /// ```
  ///
  /// An error the work throws is dropped in the application; in tests it is reported as an issue.
  public var fireAndForget: FireAndForget {
    self[FireAndForgetKey.self]
  }
}

/// Runs work without its caller waiting for it, except in tests (see
/// ``DependencyValues/fireAndForget``).
public struct FireAndForget: Sendable {
  /// Starts `operation`, named and with the priority given, and returns when this value decides.
  public let operation:
    @Sendable (String?, TaskPriority?, @Sendable @escaping () async throws -> Void) async -> Void

  /// Starts `operation`.
  ///
  /// - Parameters:
  ///   - name: The task's name, for debugging.
  ///   - priority: The task's priority.
  ///   - operation: The work to run.
  public func callAsFunction(
    name: String? = nil,
    priority: TaskPriority? = nil,
    @_inheritActorContext _ operation: @Sendable @escaping () async throws -> Void
  ) async {
    await self.operation(name, priority, operation)
  }
}

private enum FireAndForgetKey: DependencyKey {
  static let liveValue = FireAndForget { name, priority, operation in
    Task(name: name, priority: priority) { try await operation() }
  }

  static let testValue = FireAndForget { name, priority, operation in
    await Task(name: name, priority: priority) {
      await withErrorReporting { try await operation() }
    }
    .value
  }
}
