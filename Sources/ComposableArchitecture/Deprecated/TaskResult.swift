/// The result of an async throwing operation, with its error erased to `any Error`: what
/// effects fed back to reducers before `Result` could be `Sendable` with an erased error.
///
/// ```swift
/// return .run { send in
///   await send(.factResponse(TaskResult { try await numberFact.fetch(count) }))
/// }
/// ```
///
/// Two failures are equal when their errors are of one `Equatable` type and equal.
@available(
  *,
  message:
    "Use 'Result', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Moving-off-of-TaskResult"
)
public enum TaskResult<Success: Sendable>: Sendable {
  /// The operation returned a value.
  case success(Success)
  /// The operation threw.
  case failure(any Error)

  /// Runs `body` and keeps what it returned or threw.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// The same outcome as a `Result`.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }

  /// The value, or the error thrown.
  public var value: Success {
    get throws {
      switch self {
      case let .success(value): return value
      case let .failure(error): throw error
      }
    }
  }

  /// The result of transforming a success; a failure stays as it is.
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
    flatMap { .success(transform($0)) }
  }

  /// The result `transform` gives for a success; a failure stays as it is.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): transform(value)
    case let .failure(error): .failure(error)
    }
  }
}

extension TaskResult: CasePathable {
  /// The case paths of a task result: `\.success` and `\.failure`.
  public struct AllCasePaths: Sendable {
    /// The `success` case.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          guard case let .success(value) = $0 else { return nil }
          return value
        }
      )
    }

    /// The `failure` case.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case let .failure(error) = $0 else { return nil }
          return error
        }
      )
    }
  }

  /// The case paths of a task result.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension TaskResult: Equatable where Success: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(lhs), .success(rhs)): lhs == rhs
    case let (.failure(lhs), .failure(rhs)): errorsAreEqual(lhs, rhs)
    default: false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .success(value):
      hasher.combine(0)
      hasher.combine(value)
    case let .failure(error):
      hasher.combine(1)
      if let error = (error as Any) as? any Hashable { hasher.combine(AnyHashable(error)) }
    }
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// The same outcome as a `TaskResult`.
  @available(
    *,
    message:
      "Use 'Result', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Moving-off-of-TaskResult"
  )
  public init(_ result: TaskResult<Success>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }
}

/// Whether two errors are of one `Equatable` type and equal; errors that cannot be compared are
/// reported, since a test comparing them could never pass.
private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  func open<E: Equatable>(_ lhs: E) -> Bool { lhs == rhs as? E }
  if let lhs = (lhs as Any) as? any Equatable { return open(lhs) }
  if type(of: lhs) == type(of: rhs) {
    let name = String(describing: type(of: lhs))
    reportIssue(
      """
      "\(name)" is not equatable.

      To test two values of this type, it must conform to the "Equatable" protocol. For example:

          extension \(name): Equatable {}
      """
    )
  }
  return false
}
